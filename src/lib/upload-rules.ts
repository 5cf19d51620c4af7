// What an upload may be (seed 1 §5 images; seed 2 §5 videos: spec/openapi.yaml x-uploads); a wrong file
// stops with the message.
import { uploadExtensions } from '../../generated/api/operations';
import * as uploadTexts from '../../generated/texts/upload';
import { fillText } from './messages';

export const uploadKinds = {
  image: { extensions: uploadExtensions.image, message: uploadTexts.imageFormat, accept: 'image/*' },
  video: { extensions: uploadExtensions.video, message: uploadTexts.uploadVideo, accept: 'video/*' },
} as const;

/** The too-many-images message: the documented text for the usual limit of three, other limits say their number. */
export const atMostImages = (n: number) =>
  n === 3 ? uploadTexts.atMostThreeImages : fillText(uploadTexts.atMostImages, { n });

export type UploadKind = keyof typeof uploadKinds;

/** The message to show for a file of the wrong kind, or null when it may be uploaded. */
export function uploadRefusal(kind: UploadKind, fileName: string): string | null {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  const rule = uploadKinds[kind];
  return (rule.extensions as readonly string[]).includes(ext) ? null : rule.message;
}
