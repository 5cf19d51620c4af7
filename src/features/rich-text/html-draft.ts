// HTML ⇄ draft-js, the two ends of the editor: the API stores HTML, the editor edits draft state.
import { ContentState, EditorState, convertToRaw } from 'draft-js';
import draftToHtml from 'draftjs-to-html';
import htmlToDraftExport from 'html-to-draftjs';

/**
 * html-to-draftjs is a UMD bundle of an ES module: the production build hands its default over as the
 * module that holds the function (an edit form's loaded HTML failed with "… is not a function"), the dev
 * server as the function itself.
 */
const unwrap = (value: unknown): unknown =>
  value && typeof value === 'object' && 'default' in value ? unwrap((value as { default: unknown }).default) : value;
const htmlToDraft = unwrap(htmlToDraftExport) as typeof htmlToDraftExport;

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
