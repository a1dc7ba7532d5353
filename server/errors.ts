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
}

export const badRequest = (message: string, field?: string) => new AppError(400, 'validation', message, field);
export const unauthorized = (message = 'You must be signed in') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooLarge = (message = 'Request body is too large') => new AppError(413, 'too_large', message);
export const unsupported = (message: string) => new AppError(415, 'unsupported_type', message);
export const tooMany = (message: string) => new AppError(429, 'rate_limited', message);

/** True when a PostgreSQL error with this SQLSTATE is the error or one of its causes (Drizzle wraps them). */
export function hasPgCode(err: unknown, code: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True for a PostgreSQL unique violation, wherever the driver put the code. */
export const isUniqueViolation = (err: unknown): boolean => hasPgCode(err, '23505');
