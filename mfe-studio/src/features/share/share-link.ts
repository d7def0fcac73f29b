import { ApiError } from 'api-client';

export const CREATE_LINK_LABEL = 'Create public link';
export const STOP_SHARING_LABEL = 'Stop sharing';
export const KEEP_SHARING_LABEL = 'Keep sharing';
export const NOT_SHARED_TEXT =
  'Make a public page for this photo. Anyone with its link can see the photo — not your prompt, name or other photos — until you stop sharing it. The link does not expire.';
export const SHARED_TEXT = 'Anyone with this link can see the photo until you stop sharing it.';
export const STOP_SHARING_QUESTION = 'Stop sharing this photo?';
export const STOP_SHARING_CONSEQUENCE = 'The link stops working for everyone, at once. Sharing the photo again makes a new link.';
export const SHARING_STOPPED_MESSAGE = 'Sharing stopped. The link no longer works.';

/**
 * The text for a failed share call: the server's own words for what the user can act on (a 4xx, such as
 * a photo deleted meanwhile), else `fallback` (network down, server error).
 */
export function shareFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
