import { ALREADY_REWARDED_MESSAGE, ApiError, apiFileUrl, CREDITS_AWARDED_MESSAGE, SHARE_FAILED_MESSAGE, type SHARE_COMMUNITIES, type VerifyRedditShareReply } from 'api-client';

export type ShareCommunity = (typeof SHARE_COMMUNITIES)[number];

/** The fixed title of every post (spec part 1 §9: "the post title is fixed text"). */
export const REDDIT_POST_TITLE = 'Made with AI Photographer';
const REDDIT_ORIGIN = 'https://www.reddit.com';

/** After "Credits awarded!" the dialog closes by itself after this long. */
export const CLOSE_AFTER_AWARD_MS = 2000;

export const URL_COPIED_MESSAGE = 'URL copied to clipboard!';
export const COPY_URL_FAILED_MESSAGE = 'Failed to copy URL';

/** Reddit's submit page for `community`, with the hosted copy's URL and the fixed title filled in. */
export function redditSubmitUrl(community: ShareCommunity, hostedImageUrl: string): string {
  return `${REDDIT_ORIGIN}/r/${community}/submit?url=${encodeURIComponent(hostedImageUrl)}&title=${encodeURIComponent(REDDIT_POST_TITLE)}`;
}

/** The outcome of verify-reddit-share to show: awarded, or the text saying why not. */
export interface VerifyOutcome {
  awarded: boolean;
  message: string;
}

export function verifyOutcome(reply: VerifyRedditShareReply): VerifyOutcome {
  if (reply.status === 'success') return { awarded: true, message: CREDITS_AWARDED_MESSAGE };
  return { awarded: false, message: reply.message.trim() || SHARE_FAILED_MESSAGE };
}

/**
 * The text for a verify call that failed outright. The server answers 400 when this post has already
 * earned credits; a 400 naming a field is a malformed request instead, shown as the server words it.
 */
export function verifyFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SHARE_FAILED_MESSAGE;
  if (error.httpStatus === 400 && !error.field) return ALREADY_REWARDED_MESSAGE;
  const body = error.body;
  if (error.httpStatus >= 400 && error.httpStatus < 500 && body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return SHARE_FAILED_MESSAGE;
}

/** The photo's full address: file paths are the API's, which may be this site's own origin (a relative path). */
export function absoluteImageUrl(fileUrl: string): string {
  return new URL(apiFileUrl(fileUrl), window.location.href).href;
}

/** "Get 50 free credits" once the offer's amount is known, "Get free credits" until then (or if it never loads). */
export function offerLabel(credits: number | null): string {
  return credits === null ? 'Get free credits' : `Get ${credits} free credits`;
}
