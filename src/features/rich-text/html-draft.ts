// HTML ⇄ draft-js, the two ends of the editor: the API stores HTML, the editor edits draft state.
import { ContentState, EditorState, convertToRaw } from 'draft-js';
import draftToHtml from 'draftjs-to-html';
import htmlToDraft from 'html-to-draftjs';

export function htmlToState(html: string): EditorState {
  if (!html) return EditorState.createEmpty();
  const { contentBlocks, entityMap } = htmlToDraft(html);
  return EditorState.createWithContent(ContentState.createFromBlockArray(contentBlocks, entityMap));
}

/** The editor's HTML; an editor with no text and no image is empty (''), not `<p></p>`. */
export function stateToHtml(state: EditorState): string {
  const content = state.getCurrentContent();
  if (!content.hasText() && !content.getBlocksAsArray().some((b) => b.getType() === 'atomic')) return '';
  return draftToHtml(convertToRaw(content)).trim();
}
