import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { POST_MSG } from '#common/schemas/posts';
import { AppError, findPgError, hasPgCode, isDatabaseUnavailable, isUniqueViolation } from '#server/errors';

type Body = { error: { code: string; message: string; field?: string } };
const body = (code: string, message: string, field?: string): Body => ({ error: field ? { code, message, field } : { code, message } });

/**
 * One place that turns every failure into the API's error answer, `{ error: { code, message, field? } }`. Validation errors answer with
 * the first issue; unknown errors are logged with the request id and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send(body('validation', message, field || undefined));
    }
    if ((err as unknown) instanceof ZodError) {
      const first = (err as unknown as ZodError).issues[0];
      return reply.code(400).send(body('validation', first?.message ?? 'Invalid request', first?.path.join('.') || undefined));
    }
    // The database restarting or unreachable, even where a service wrapped the failure in a 500 of its own: the
    // request changed nothing that was acknowledged, and the next one gets a fresh connection. Retry-After tells
    // clients and load balancers to try again shortly.
    if ((!(err instanceof AppError) || err.status >= 500) && isDatabaseUnavailable(err)) {
      request.log.warn({ err: err instanceof AppError ? err.cause : err }, 'database unavailable');
      reply.header('retry-after', '1');
      return reply.code(503).send(body('unavailable', 'The service is briefly unavailable. Please try again in a moment.'));
    }
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err: err.cause ?? err }, err.message);
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.status).send(body(err.code, err.message, err.field));
    }
    if (isUniqueViolation(err)) {
      return reply.code(409).send(body('conflict', 'This already exists'));
    }
    // Last line behind the schemas: a value PostgreSQL cannot take (NUL in text or JSON, a malformed
    // number or uuid, invalid UTF-8) is bad input, not a server fault.
    if (hasPgCode(err, '22021') || hasPgCode(err, '22P05') || hasPgCode(err, '22P02')) {
      return reply.code(400).send(body('validation', 'The request contains characters that are not allowed'));
    }
    // A foreign key gone between the check and the write: a like or comment racing its post's deletion.
    const fk = findPgError(err, '23503');
    if (fk) {
      if (/^post_(likes|comments)_post_id/.test(String(fk.constraint ?? '')))
        return reply.code(404).send(body('not_found', POST_MSG.postNotFound));
      return reply.code(409).send(body('conflict', 'This was changed or removed meanwhile. Please reload and try again.'));
    }
    // A number past its column's range (22003): a quantity or total no column can hold is bad input.
    if (hasPgCode(err, '22003')) {
      return reply.code(400).send(body('validation', 'A number in the request is too large'));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(body('too_large', 'Request body is too large'));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(body('malformed_json', 'The request body is not valid JSON'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(415).send(body('unsupported_type', 'Unsupported content type'));
    }
    if (err.statusCode === 429) {
      // @fastify/rate-limit has set Retry-After already; make sure every 429 carries one.
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.code(429).send(body('rate_limited', 'Too many requests. Please slow down and try again shortly.'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(body('bad_request', err.message || 'Bad request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
