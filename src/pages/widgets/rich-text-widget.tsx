import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { uploadFile } from '../../lib/upload';

const HtmlEditor = lazy(() => import('../../features/rich-text').then((m) => ({ default: m.HtmlEditor })));

/** `ui:widget: rich-text`: HTML edited in the rich-text editor, loaded on first use. */
export function RichTextWidget({ value, onChange, label, readonly, disabled }: WidgetProps) {
  return (
    <Suspense fallback={<Loading />}>
      <HtmlEditor value={String(value ?? '')} onChange={(html) => onChange(html || undefined)} upload={uploadFile} label={label} readOnly={readonly || disabled} />
    </Suspense>
  );
}
