import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '#common/schemas/common';
import { AppError, badRequest, tooLarge, unsupported } from '#server/errors';

export const UPLOAD_UNREADABLE = 'The upload could not be read: the form data is incomplete or malformed. Please try again.';

/**
 * The multipart limits of every upload: at most two files (a video and its thumbnail) of `maxBytes` each (+1 byte,
 * so an oversized file is detected, not cut), ten short text fields.
 */
export const multipartLimits = (maxBytes = UPLOAD_MAX_BYTES) => ({
  fileSize: maxBytes + 1,
  files: 2,
  fields: 10,
  fieldSize: 10_000,
  parts: 12,
});

/**
 * Lets a module's routes read multipart bodies (registered in the module's own scope: the parser's three hooks
 * — a promise each and a listener on every response — then run only for the routes that take uploads; a
 * multipart body sent anywhere else is a 415 like any body that is not JSON).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false, limits: multipartLimits() });
}

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

export interface Multipart {
  files: Record<string, UploadedFile>;
  fields: Record<string, string>;
}

/**
 * Reads a multipart request: its files (by field name, at most `maxBytes` each, 5 MB unless the route says
 * more) and text fields. An oversized file is a 413 whose message `tooLargeMessage` may choose from the
 * file's first bytes.
 */
export async function readMultipart(
  request: FastifyRequest,
  tooLargeMessage: (head: Buffer) => string,
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<Multipart> {
  if (!request.isMultipart()) throw unsupported('Send the form as multipart/form-data');
  const files: Record<string, UploadedFile> = {};
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts(maxBytes === UPLOAD_MAX_BYTES ? undefined : { limits: multipartLimits(maxBytes) })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > maxBytes) throw tooLarge(tooLargeMessage(buffer.subarray(0, 64)));
        if (files[part.fieldname]) throw badRequest(`Only one ${part.fieldname} may be sent`, part.fieldname);
        files[part.fieldname] = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage(Buffer.alloc(0)));
    // A broken body (bad or missing boundary, truncated part, malformed headers) is the client's: never a 500.
    if (code?.startsWith('FST_') || err instanceof Error) throw badRequest(UPLOAD_UNREADABLE);
    throw err;
  }
  return { files, fields };
}

/** The one file of an upload form (field `file`), or 400 when it is missing. */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string, maxBytes?: number): Promise<UploadedFile> {
  const { files } = await readMultipart(request, () => tooLargeMessage, maxBytes);
  if (!files.file) throw badRequest('Please choose a file', 'file');
  return files.file;
}
