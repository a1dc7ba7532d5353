import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactTokens } from '#server/mail/transport';

/**
 * What the logs may hold (docs/security.md): no secrets from URLs (token query parameters are redacted)
 * and no values from database errors (a failed statement's parameters are phone numbers and emails).
 */

/** The request line: method and URL with tokens redacted; never headers (authorization and cookies stay out). */
export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactTokens(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

interface DbErrorFields {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  dataType?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const isPgError = (e: DbErrorFields) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);
const isQueryError = (e: DbErrorFields) => typeof e.query === 'string' && 'params' in e;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Errors for the log. A database error (or one caused by it) is logged as its SQL state, constraint,
 * table, column and the statement's text with placeholders — never its parameters, its DETAIL (which
 * quotes the row) nor its message (which may quote the value, e.g. `invalid input syntax: "…"`).
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  let pgError: DbErrorFields | undefined;
  let queryError: DbErrorFields | undefined;
  for (
    let e = err as DbErrorFields | undefined, depth = 0;
    e && typeof e === 'object' && depth < 6;
    depth++, e = e.cause as DbErrorFields | undefined
  ) {
    if (!pgError && isPgError(e)) pgError = e;
    if (!queryError && isQueryError(e)) queryError = e;
  }
  if (!pgError && !queryError) return pino.stdSerializers.err(err as Error) as unknown as { type: string; message: string; stack: string };
  const stack =
    typeof (err as Error).stack === 'string'
      ? (err as Error)
          .stack!.split('\n')
          .filter((l) => /^\s+at /.test(l))
          .join('\n')
      : undefined;
  return {
    type: (err as Error)?.constructor?.name ?? 'Error',
    message: pgError ? `database error ${String(pgError.code)}` : 'database query failed',
    sqlState: text(pgError?.code),
    constraint: text(pgError?.constraint),
    table: text(pgError?.table),
    column: text(pgError?.column),
    schema: text(pgError?.schema),
    dataType: text(pgError?.dataType),
    routine: text(pgError?.routine),
    query: text(queryError?.query)?.slice(0, 2000),
    stack: stack ?? '',
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };
