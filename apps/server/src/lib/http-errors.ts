/**
 * Errors that services throw and the error handler turns into the uniform answer
 * `{ statusCode, error, message, errors? }` (errors: first message per field).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (
  errors: Record<string, string>,
  message = Object.values(errors)[0] ?? 'Invalid input',
) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const payloadTooLarge = (message = 'Payload too large.') => new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
