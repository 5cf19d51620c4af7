import { EditorState } from 'draft-js';
import { useState } from 'react';
import { Editor } from 'react-draft-wysiwyg';
import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import { htmlToState, stateToHtml } from './html-draft';

const toolbar = {
  options: ['inline', 'blockType', 'fontSize', 'list', 'textAlign', 'link', 'image', 'history'],
  inline: { options: ['bold', 'italic', 'underline', 'strikethrough'] },
};

interface Props {
  value: string;
  onChange(html: string): void;
  upload(file: File): Promise<string>;
  label: string;
  readOnly?: boolean;
  /** Takes the focus as it mounts, caret at the end (it replaces a box the member was typing in). */
  focusEnd?: boolean;
}

/**
 * The rich-text editor (react-draft-wysiwyg): takes and returns HTML; images go through `upload`
 * (the product's upload call) and are inserted by the address it answers.
 */
export function HtmlEditor({ value, onChange, upload, label, readOnly, focusEnd }: Props) {
  const [state, setState] = useState(() =>
    focusEnd ? EditorState.moveFocusToEnd(htmlToState(value)) : htmlToState(value),
  );
  const [focusOnMount] = useState(() =>
    focusEnd ? (editor: object | null) => (editor as HTMLElement | null)?.focus() : undefined,
  );
  return (
    <div className="html-editor" role="group" aria-label={label}>
      <Editor
        editorState={state}
        readOnly={readOnly}
        localization={{ locale: 'zh' }}
        ariaLabel={label}
        editorRef={focusOnMount}
        onEditorStateChange={(next) => {
          setState(next);
          onChange(stateToHtml(next));
        }}
        toolbar={{
          ...toolbar,
          image: {
            uploadEnabled: true,
            previewImage: true,
            alt: { present: true },
            uploadCallback: (file: File) => upload(file).then((link) => ({ data: { link } })),
          },
        }}
      />
    </div>
  );
}
