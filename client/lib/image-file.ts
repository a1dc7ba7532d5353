import { MSG } from '#common/messages';
import { UPLOAD_MAX_BYTES } from '#common/constants';

/** The browser's quick check of a chosen image (the server checks the bytes again). Returns [title, description] of the problem. */
export function checkImageFile(file: File): [string, string] | null {
  if (!file.type.startsWith('image/')) return [MSG.invalidFileType, MSG.selectImageFile];
  if (file.size > UPLOAD_MAX_BYTES) return [MSG.fileTooLarge, MSG.imageUnder5];
  return null;
}
