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

/** True for a PostgreSQL unique violation, wherever the driver put the code. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The SQLSTATE of a PostgreSQL error, wherever the driver put it (Drizzle wraps errors in `cause`). */
export function pgCodeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
