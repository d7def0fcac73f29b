/** A failed call: the HTTP status, the server's message (for 4xx the text to show) and its request id. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly body: unknown,
    readonly requestId?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK = 'Something went wrong';

/**
 * The text to show for a failed call: the server's message, else the response body, else the error's
 * message, else a fallback. See docs/frontends.md#messages-shown.
 */
export function errorMessage(error: unknown, fallback: string = FALLBACK): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
    if (typeof body === 'string' && body) return body;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
