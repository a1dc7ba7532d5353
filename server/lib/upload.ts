import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, tooLarge, unsupported } from '../errors';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (plus its text fields) into memory.
 * Over 5 MB is a 413 with `tooLargeMessage`; a non-multipart body or no file is a 4xx.
 */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string, required = true): Promise<UploadedFile | null> {
  if (!request.isMultipart()) throw unsupported('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > UPLOAD_MAX_BYTES) throw tooLarge(tooLargeMessage);
        file = { buffer, filename: part.filename, fields };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    if (code?.startsWith('FST_')) throw badRequest('The upload could not be read');
    throw err;
  }
  if (!file && required) throw badRequest('Please choose a file', 'file');
  return file && { ...file, fields };
}
