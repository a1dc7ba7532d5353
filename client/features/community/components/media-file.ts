import { MSG } from '#common/messages';
import { UPLOAD_MAX_BYTES } from '#common/constants';
import { POST_MSG, VIDEO_TYPES } from '#common/post-constants';

/** A problem with a chosen file: the toast's title and description. */
export type FileProblem = [title: string, description: string];

export const isVideo = (file: File) => (VIDEO_TYPES as readonly string[]).includes(file.type);

/** The composer's quick check (the server checks the bytes again): images, or mp4 / quicktime video, up to 5 MB. */
export function checkPostFile(file: File): FileProblem | null {
  const video = isVideo(file);
  if (!video && !file.type.startsWith('image/')) return [MSG.invalidFileType, POST_MSG.selectImageOrVideo];
  if (file.size > UPLOAD_MAX_BYTES) return video ? [POST_MSG.videoTooLarge, POST_MSG.videoUnder5] : [MSG.fileTooLarge, POST_MSG.fileUnder5];
  return null;
}

const FRAME_TIMEOUT_MS = 4000;

/**
 * The first frame of a video as a JPEG, drawn through a <video> and a <canvas>. Resolves null when the
 * browser cannot decode the video (the post then goes without a thumbnail rather than failing).
 */
export function captureFirstFrame(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let done = false;
    const finish = (blob: Blob | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(blob);
    };
    const timer = setTimeout(() => finish(null), FRAME_TIMEOUT_MS);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.addEventListener('error', () => finish(null));
    video.addEventListener('loadeddata', () => {
      // Seeking a hair past 0 makes browsers paint the first frame reliably.
      video.currentTime = Math.min(0.01, video.duration || 0);
    });
    video.addEventListener('seeked', () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.width || !canvas.height) return finish(null);
      try {
        ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.85);
      } catch {
        finish(null);
      }
    });
    video.src = url;
  });
}
