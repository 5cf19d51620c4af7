import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { uploadKinds, uploadRefusal } from '../../lib/upload-rules';
import { WidgetLabel } from './widget-label';

/** One uploaded video (mp4 / rmvb / mov / avi, seed 2 §5), previewed, replaceable. */
export function VideoUploadWidget({ id, value, onChange, label, disabled, readonly, required, hideLabel }: WidgetProps) {
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    const refused = uploadRefusal('video', file.name);
    if (refused) return toast(refused);
    setBusy(true);
    try {
      onChange(await uploadFile(file));
    } catch {
      // the HTTP layer has said why
    } finally {
      setBusy(false);
    }
  }

  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Stack spacing={1} aria-label={label}>
        {value && <video src={String(value)} controls width={320} />}
        {!readonly && (
          <Button component="label" variant="outlined" disabled={disabled || busy} sx={{ alignSelf: 'flex-start' }}>
            {busy ? '上传中…' : value ? '更换视频' : '上传视频'}
            <input id={id} hidden type="file" accept={uploadKinds.video.accept} onChange={(e) => pick(e.target.files?.[0])} />
          </Button>
        )}
      </Stack>
    </WidgetLabel>
  );
}
