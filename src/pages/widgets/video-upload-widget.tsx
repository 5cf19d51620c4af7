import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type DragEvent } from 'react';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { uploadKinds, uploadRefusal } from '../../lib/upload-rules';
import { WidgetLabel } from './widget-label';
import { FileButton } from '../../components/file-button';
import * as uploadTexts from '../../../generated/texts/upload';
import * as videoUploadTexts from '../../../generated/texts/video-upload';

/**
 * One uploaded video (mp4 / rmvb / mov / avi, seed 2 §5), previewed, replaceable; picked, or dropped on the
 * widget (seed 2 §2.3: drag, limit 1, video only) with the same checks. On a list field (the festival's
 * videos, at most one) the value is a list of that one path, drawn here rather than as rjsf's list editor.
 */
export function VideoUploadWidget({
  id,
  value: given,
  onChange: change,
  schema,
  label,
  disabled,
  readonly,
  required,
  hideLabel,
}: WidgetProps) {
  const asList = schema.type === 'array';
  const value = asList ? (given as unknown[] | undefined)?.find(Boolean) : given;
  const onChange = (path: string | undefined) => change(asList ? (path ? [path] : undefined) : path);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const locked = disabled || readonly || busy;

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

  const drag = (event: DragEvent) => {
    event.preventDefault();
    if (!locked) setOver(event.type === 'dragover' || event.type === 'dragenter');
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (locked) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 1) return toast(videoUploadTexts.atMostOneVideo);
    void pick(files[0]);
  };

  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Stack
        spacing={1}
        aria-label={label}
        onDragEnter={drag}
        onDragOver={drag}
        onDragLeave={drag}
        onDrop={drop}
        sx={{
          p: 1,
          border: '1px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        {value && <video src={String(value)} controls width={320} />}
        {!readonly && (
          <Stack direction="row" spacing={1}>
            <FileButton
              variant="outlined"
              disabled={disabled || busy}
              input={{ id, accept: uploadKinds.video.accept, onChange: (e) => pick(e.target.files?.[0]) }}
            >
              {busy ? uploadTexts.uploading : value ? videoUploadTexts.replaceVideo : videoUploadTexts.uploadVideoDrop}
            </FileButton>
            {asList && Boolean(value) && (
              <Button variant="text" color="error" disabled={disabled || busy} onClick={() => onChange(undefined)}>
                {videoUploadTexts.deleteVideo}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </WidgetLabel>
  );
}
