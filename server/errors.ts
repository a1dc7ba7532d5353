/** An error with an HTTP status, a stable code and a message safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The underlying failure, logged but never answered. */
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Seconds after which a 429 may be retried: answered as `Retry-After`. */
  retryAfter?: number;
}

export const badRequest = (message: string, field?: string) => new AppError(400, 'validation', message, field);
export const unauthorized = (message = 'You must be signed in') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooLarge = (message = 'Request body is too large') => new AppError(413, 'too_large', message);
export const unsupported = (message: string) => new AppError(415, 'unsupported_type', message);
export const tooMany = (message: string, retryAfterSeconds = 60) => {
  const err = new AppError(429, 'rate_limited', message);
  err.retryAfter = Math.ceil(retryAfterSeconds);
  return err;
};

/**
 * The PostgreSQL error in `err` or its causes (Drizzle wraps them): the one with this SQLSTATE, or without a
 * code the first that carries any SQLSTATE.
 */
export function findPgError(err: unknown, code?: string): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const found = (e as { code?: unknown }).code;
    if (code === undefined ? typeof found === 'string' && /^[0-9A-Z]{5}$/.test(found) : found === code) {
      return e as { code: string; constraint?: unknown };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a PostgreSQL error with this SQLSTATE is the error or one of its causes. */
export const hasPgCode = (err: unknown, code: string): boolean => findPgError(err, code) !== undefined;

/** The SQLSTATE of a PostgreSQL error, wherever the driver put it. */
export const pgCodeOf = (err: unknown): string | undefined => findPgError(err)?.code;

/** True for a PostgreSQL unique violation, wherever the driver put the code. */
export const isUniqueViolation = (err: unknown): boolean => hasPgCode(err, '23505');

/** Node's socket errors when the database cannot be reached or the connection breaks. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when `err` (or a cause) says the database is unreachable or the connection was lost: a restart or
 * failover (57P01-57P03, class 08), a refused or broken socket, or node-postgres's own "Connection terminated"
 * and "not queryable". Such a request answers 503 with Retry-After: the next one gets a fresh connection.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^(08|57P0[123])/.test(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /^Connection terminated|is not queryable|timeout exceeded when trying to connect/.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
