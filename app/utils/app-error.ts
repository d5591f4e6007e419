/**
 * A failure the user can act on: the web routes show `message` (next to `field` when given),
 * the API answers `{ success: false, message }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly field?: string,
    /** Seconds the client should wait (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The Retry-After header of a 429 (or any AppError that says how long to wait); the API and the web pages alike. */
export const retryAfterHeaders = (error: AppError): Record<string, string> | undefined =>
  error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined;

export const notFound = (what = "Not found") => new AppError(404, what);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError(403, message);
