import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { pathList } from '../../lib/format';
import { toast } from '../../lib/toast';
import { atMostImages, uploadKinds, uploadRefusal } from '../../lib/upload-rules';
import { uploadFile } from '../../lib/upload';
import { WidgetLabel } from './widget-label';
import { FileButton } from '../../components/file-button';
import './photo-grid.css';
import * as imageUploadTexts from '../../../generated/texts/image-upload';
import * as uploadTexts from '../../../generated/texts/upload';
import { fillText } from '../../lib/messages';

/** The list's entries as paths: strings, or objects holding the path in `itemField` (the job's { image }). */
function pathsOf(value: unknown, asList: boolean, itemField: string | undefined): string[] {
  if (!asList) return pathList(String(value ?? ''));
  // rjsf fills a list up to its minItems with empty entries: they are no images
  const entries = Array.isArray(value) ? (value as unknown[]) : [];
  return entries
    .map((entry) =>
      itemField && entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[itemField] : entry,
    )
    .filter((path): path is string => typeof path === 'string' && path !== '');
}

/**
 * Uploaded images as a photo grid: square thumbnails, each with its remove button, and an add
 * tile while fewer than `ui:options.max` (default 1) are there, showing the count when more than one may be.
 * Removal asks first (确定要删除这张图片吗？, then 图片删除成功 or 已取消删除). The value is the list of paths for
 * an array field — of `{ <itemField>: path }` objects where `ui:options.itemField` names one — otherwise the
 * paths joined by commas, the way the API takes them. A file of another type says `ui:options.wrongType`
 * where the form gives its own words (seed 2 §5's festival: 请上传图片), else 请上传图片正确格式.
 */
export function ImageUploadWidget({
  id,
  value,
  onChange,
  options,
  schema,
  label,
  disabled,
  readonly,
  required,
  hideLabel,
}: WidgetProps) {
  const max = Number(options.max ?? 1);
  const asList = schema.type === 'array';
  const itemField = typeof options.itemField === 'string' ? options.itemField : undefined;
  const paths = pathsOf(value, asList, itemField);
  const [busy, setBusy] = useState(false);
  const set = (next: string[]) =>
    onChange(
      next.length
        ? asList
          ? next.map((path) => (itemField ? { [itemField]: path } : path))
          : next.join(',')
        : undefined,
    );

  async function add(files: FileList | null) {
    const picked = [...(files ?? [])];
    if (!picked.length) return;
    if (paths.length + picked.length > max) return toast(atMostImages(max));
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
    if (!window.confirm(imageUploadTexts.confirmDeleteImage)) return toast(imageUploadTexts.deleteCancelled);
    set(paths.filter((p) => p !== path));
    toast(imageUploadTexts.imageDeleted);
  }

  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <div role="group" aria-label={label}>
        <ul className="photo-grid">
          {paths.map((path, i) => (
            <li key={path} className="photo-tile">
              <img src={path} alt={`${label} ${i + 1}`} />
              {!readonly && (
                <button
                  type="button"
                  className="photo-remove"
                  aria-label={fillText(imageUploadTexts.deleteImage, { n: i + 1 })}
                  onClick={() => remove(path)}
                  disabled={disabled}
                />
              )}
            </li>
          ))}
          {paths.length < max && !readonly && (
            <li className="photo-tile photo-add">
              <FileButton
                variant="outlined"
                disabled={disabled || busy}
                input={{
                  id,
                  accept: uploadKinds.image.accept,
                  multiple: max > 1,
                  onChange: (e) => add(e.target.files),
                }}
              >
                <span aria-hidden className="photo-add-plus">
                  +
                </span>
                {busy ? uploadTexts.uploading : imageUploadTexts.uploadImage}
                {max > 1 && <span className="photo-count">{`${paths.length}/${max}`}</span>}
              </FileButton>
            </li>
          )}
        </ul>
      </div>
    </WidgetLabel>
  );
}
