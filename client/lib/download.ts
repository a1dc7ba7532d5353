import { openStream } from './api';

/**
 * Downloads a file from the API with the member's token (in the header, never in the URL) and hands it to the
 * browser under `filename`. Throws ApiError when the server refuses.
 */
export async function downloadFile(path: string, filename: string, type: string): Promise<void> {
  const reader = await openStream(path, new AbortController().signal);
  const parts: Uint8Array[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parts.push(chunk.value);
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
