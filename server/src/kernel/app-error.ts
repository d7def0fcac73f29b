/** The one error type services throw: a code for logs and tests, the HTTP status, and the message to show. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    readonly field?: string,
    /** More the caller can act on, sent beside the message (an ID photo's retake reasons). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, field?: string) {
    return new AppError('bad-request', 400, message, field);
  }
  static unauthorized(message = 'Please log in to continue.') {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(message = 'You do not have access to this.') {
    return new AppError('forbidden', 403, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('not-found', 404, message);
  }
  static tooManyRequests(message = 'Too many attempts. Please wait a minute and try again.') {
    return new AppError('rate-limited', 429, message);
  }
}
