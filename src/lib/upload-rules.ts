// What an upload may be (seed 1 §5 images; seed 2 §5 videos: spec/openapi.yaml x-uploads); a wrong file
// stops with the message.
import { uploadExtensions } from '../../generated/api/operations';
import { messages } from './messages';

export const uploadKinds = {
  image: { extensions: uploadExtensions.image, message: messages.imageFormat, accept: 'image/*' },
  video: { extensions: uploadExtensions.video, message: messages.uploadVideo, accept: 'video/*' },
} as const;

export type UploadKind = keyof typeof uploadKinds;

/** The message to show for a file of the wrong kind, or null when it may be uploaded. */
export function uploadRefusal(kind: UploadKind, fileName: string): string | null {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  const rule = uploadKinds[kind];
  return (rule.extensions as readonly string[]).includes(ext) ? null : rule.message;
}
