import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HtmlEditor as Editor } from '../../features/rich-text';
import { uploadFile } from '../../lib/upload';
import { WidgetLabel } from './widget-label';

let loading: Promise<typeof Editor> | null = null;
const loadEditor = () => (loading ??= import('../../features/rich-text').then((m) => m.HtmlEditor));

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `ui:widget: rich-text`: HTML edited in the rich-text editor. The editor (draft-js, ~135 KB gzip, more
 * than the rest of the page) loads when the member turns to the field — pointer over it, focus, a first
 * key — or at once when the field already holds HTML. Until it is there a plain editable box of the same
 * frame stands in: what is typed into it becomes the editor's first paragraph, caret at its end.
 */
export function RichTextWidget({ id, value, onChange, label, required, hideLabel, readonly, disabled }: WidgetProps) {
  const [loaded, setLoaded] = useState<{ HtmlEditor: typeof Editor; seed?: string; focus: boolean } | null>(null);
  const standIn = useRef<HTMLDivElement>(null);
  const wanted = useRef(false);
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    void loadEditor().then((HtmlEditor) => {
      // read and swapped in one task, so no key pressed in between is lost
      const box = standIn.current;
      const typed = box?.innerText.trim();
      const seed = typed ? `<p>${escape(typed)}</p>` : undefined;
      flushSync(() => setLoaded({ HtmlEditor, seed, focus: !!box && document.activeElement === box }));
      if (seed) onChange(seed);
    });
  };
  // an edit form's HTML (on first render or when its record arrives): the editor is wanted at once
  useEffect(() => {
    if (value) want();
  }, [value]);
  const html = String(value ?? '');
  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      {loaded ? (
        <loaded.HtmlEditor
          value={loaded.seed ?? html}
          onChange={(next) => onChange(next || undefined)}
          upload={uploadFile}
          label={label}
          readOnly={readonly || disabled}
          focusEnd={loaded.focus}
        />
      ) : (
        <div className="html-editor">
          <div className="html-editor-toolbar" aria-hidden />
          <div
            id={id}
            ref={standIn}
            className="html-editor-stand-in"
            role="textbox"
            aria-multiline
            aria-label={label}
            contentEditable={!value && !readonly && !disabled}
            suppressContentEditableWarning
            onPointerEnter={want}
            onFocus={want}
            onKeyDown={want}
          />
        </div>
      )}
    </WidgetLabel>
  );
}
