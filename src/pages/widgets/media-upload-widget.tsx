import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { atMostImages, uploadRefusal } from '../../lib/upload-rules';
import { messageFor, type FormContext } from './form-context';
import { WidgetLabel } from './widget-label';
import { FileButton } from '../../components/file-button';
import * as mediaUploadTexts from '../../../generated/texts/media-upload';
import * as uploadTexts from '../../../generated/texts/upload';

/** One uploaded file of a mixed list: its path and its kind (1 image, 2 video — seed 3 contest entries). */
interface Media {
  path: string;
  type: 1 | 2;
}

/** 1 for an image, 2 for a video, or the refusal when the file is neither (seed 3 §5 file types). */
function kindOf(name: string): Media['type'] | string {
  if (!uploadRefusal('image', name)) return 1;
  if (!uploadRefusal('video', name)) return 2;
  return uploadTexts.imageFormat;
}

/**
 * Images and videos in one list of { path, type } (a contest entry's 介绍图片或视频), at most the schema's
 * maxItems: more files than that say the form's own maxItems message (最多上传三张) and upload nothing.
 * Each can be removed.
 */
export function MediaUploadWidget({
  id,
  name,
  value,
  onChange,
  schema,
  label,
  disabled,
  readonly,
  required,
  hideLabel,
  registry,
}: WidgetProps) {
  const given = (value as Partial<Media>[] | undefined) ?? [];
  // rjsf fills a minItems list with blank entries; an entry without a path is no file
  const items = given.filter((item): item is Media => Boolean(item.path));
  const max = schema.maxItems ?? Infinity;
  const [busy, setBusy] = useState(false);
  const set = (next: Media[]) => onChange(next.length ? next : undefined);
  const blanks = items.length !== given.length;
  useEffect(() => {
    if (blanks) onChange(items.length ? items : undefined);
  }, [blanks, items, onChange]);

  async function add(files: FileList | null) {
    const picked = [...(files ?? [])];
    if (!picked.length) return;
    if (items.length + picked.length > max)
      return toast(messageFor((registry.formContext as FormContext).spec, name, 'maxItems') ?? atMostImages(max));
    const kinds = picked.map((f) => kindOf(f.name));
    const refused = kinds.find((k) => typeof k === 'string');
    if (refused) return toast(refused);
    setBusy(true);
    try {
      const paths = await Promise.all(picked.map(uploadFile));
      set([...items, ...paths.map((path, i) => ({ path, type: kinds[i] as Media['type'] }))]);
    } catch {
      // the HTTP layer has said why
    } finally {
      setBusy(false);
    }
  }

  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Stack direction="row" spacing={1} alignItems="center" className="image-upload" role="group" aria-label={label}>
        {items.map((item) => (
          <span key={item.path} className="thumb">
            {item.type === 2 ? (
              <video src={item.path} width={80} height={80} aria-label={label} />
            ) : (
              <img src={item.path} alt={label} width={80} height={80} />
            )}
            {!readonly && (
              <IconButton
                size="small"
                aria-label={mediaUploadTexts.deleteItem}
                onClick={() => set(items.filter((i) => i !== item))}
                disabled={disabled}
              >
                ×
              </IconButton>
            )}
          </span>
        ))}
        {items.length < max && !readonly && (
          <FileButton
            variant="outlined"
            disabled={disabled || busy}
            input={{ id, accept: 'image/*,video/*', multiple: true, onChange: (e) => add(e.target.files) }}
          >
            {busy ? uploadTexts.uploading : mediaUploadTexts.uploadMedia}
          </FileButton>
        )}
      </Stack>
    </WidgetLabel>
  );
}
