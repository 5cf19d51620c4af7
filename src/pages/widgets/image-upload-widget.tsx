import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { pathList } from '../../lib/format';
import { messages } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { uploadKinds, uploadRefusal } from '../../lib/upload-rules';
import { uploadFile } from '../../lib/upload';
import { WidgetLabel } from './widget-label';
import { FileButton } from '../../components/file-button';

/**
 * Uploaded images as thumbnails with an add button (`ui:options.max`, default 1) and removal after a
 * confirm (确定要删除这张图片吗？, then 图片删除成功 or 已取消删除). The value is the list of paths for an array field,
 * otherwise the paths joined by commas — the way the API takes them. A file of another type says
 * `ui:options.wrongType` where the form gives its own words (seed 2 §5's festival: 请上传图片), else 请上传图片正确格式.
 */
export function ImageUploadWidget({ id, value, onChange, options, schema, label, disabled, readonly, required, hideLabel }: WidgetProps) {
  const max = Number(options.max ?? 1);
  const asList = schema.type === 'array';
  // rjsf fills a list up to its minItems with empty entries: they are no images
  const paths: string[] = asList ? ((value as (string | null)[] | undefined) ?? []).filter((path): path is string => Boolean(path)) : pathList(String(value ?? ''));
  const [busy, setBusy] = useState(false);
  const set = (next: string[]) => onChange(next.length ? (asList ? next : next.join(',')) : undefined);

  async function add(files: FileList | null) {
    const picked = [...(files ?? [])];
    if (!picked.length) return;
    if (paths.length + picked.length > max) return toast(messages.atMostImages(max));
    const refused = picked.map((f) => uploadRefusal('image', f.name)).find(Boolean);
    if (refused) return toast(typeof options.wrongType === 'string' ? options.wrongType : refused);
    setBusy(true);
    try {
      set([...paths, ...(await Promise.all(picked.map(uploadFile)))]);
    } catch {
      // the HTTP layer has said why
    } finally {
      setBusy(false);
    }
  }

  function remove(path: string) {
    if (!window.confirm(messages.confirmDeleteImage)) return toast(messages.deleteCancelled);
    set(paths.filter((p) => p !== path));
    toast(messages.imageDeleted);
  }

  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Stack direction="row" spacing={1} alignItems="center" className="image-upload" role="group" aria-label={label}>
        {paths.map((path) => (
          <span key={path} className="thumb">
            <img src={path} alt={label} width={80} height={80} />
            {!readonly && (
              <IconButton size="small" aria-label="删除图片" onClick={() => remove(path)} disabled={disabled}>
                ×
              </IconButton>
            )}
          </span>
        ))}
        {paths.length < max && !readonly && (
          <FileButton variant="outlined" disabled={disabled || busy} input={{ id, accept: uploadKinds.image.accept, multiple: max > 1, onChange: (e) => add(e.target.files) }}>
            {busy ? '上传中…' : '上传图片'}
          </FileButton>
        )}
      </Stack>
    </WidgetLabel>
  );
}
