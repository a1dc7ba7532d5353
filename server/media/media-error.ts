import { AppError } from '#server/errors';

/** Why an upload was refused; callers map these to the spec's texts. */
export type MediaErrorReason =
  | 'empty' // zero bytes
  | 'not_image' // the bytes are not JPEG, PNG, WebP, GIF or AVIF/HEIC
  | 'unsupported_image' // a real image in a format we cannot decode (HEIC/HEIF)
  | 'corrupt_image' // right magic number, but truncated or damaged
  | 'image_too_large' // more pixels than MAX_INPUT_PIXELS (decompression bomb guard)
  | 'not_video' // not an mp4 / quicktime container
  | 'unreadable_video'; // mp4 / quicktime, but no readable duration (moov/mvhd missing or truncated)

const STATUS: Record<MediaErrorReason, number> = {
  empty: 415,
  not_image: 415,
  unsupported_image: 415,
  corrupt_image: 415,
  // 422, not 413: the upload is small (a bomb is a few KB); what is too large is the decoded image.
  image_too_large: 422,
  not_video: 415,
  unreadable_video: 415,
};

const MESSAGES: Record<MediaErrorReason, string> = {
  empty: 'Invalid file type',
  not_image: 'Invalid file type',
  unsupported_image: 'This image format is not supported. Please use JPEG, PNG, WebP, GIF or AVIF.',
  corrupt_image: 'The image is damaged or incomplete',
  image_too_large: 'The image dimensions are too large',
  not_video: 'Invalid file type',
  unreadable_video: 'Failed to process video. Please try again.',
};

/**
 * A refused upload. An `AppError`, so the error handler answers it as `{ error: { code, message } }`:
 * status 415 (code `unsupported_type`) for wrong, damaged or unreadable files, 422 (code `image_too_large`)
 * for an image with too many pixels. `reason` is the finer cause.
 */
export class MediaError extends AppError {
  constructor(
    readonly reason: MediaErrorReason,
    message = MESSAGES[reason],
  ) {
    super(STATUS[reason], STATUS[reason] === 415 ? 'unsupported_type' : reason, message);
    this.name = 'MediaError';
  }
}
