import { SHARE_COMMUNITIES } from 'api-client';

/**
 * What the offer calls tell the user (docs/offers.md). The contract's own texts (CREDITS_AWARDED_MESSAGE,
 * ALREADY_REWARDED_MESSAGE, PREPARE_FOR_REDDIT_FAILED_MESSAGE) live in api-client; these are the reasons
 * only the server gives.
 */
const communities = SHARE_COMMUNITIES.map((name) => `r/${name}`).join(' or ');

export const UNKNOWN_OFFER_MESSAGE = 'Unknown offer type.';
export const OFFER_ENDED_MESSAGE = 'This offer has ended.';

// Eligibility (check-eligibility, and again before a claim).
export const NO_IMAGES_MESSAGE = 'Generate an image first: the offer rewards sharing an image you made here.';
export const accountTooNewMessage = (hours: number) =>
  `Your account is too new for this offer. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
export const cooldownMessage = (days: number) =>
  `You've earned credits for a share recently. You can earn them again in ${days} day${days === 1 ? '' : 's'}.`;
export const claimCapMessage = (max: number) => `You've reached the limit of ${max} rewarded share${max === 1 ? '' : 's'}.`;

// Preparing an image (upload-for-reddit).
export const NOT_OWN_IMAGE_LINK_MESSAGE = 'Only images from your own gallery can be shared.';
export const SHARE_IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';

// Verifying a post (verify-reddit-share): 'failed' replies.
export const NOT_A_POST_LINK_MESSAGE =
  `That is not a link to a Reddit post. Paste the post's address, like https://www.reddit.com/r/${SHARE_COMMUNITIES[0]}/comments/abc123/...`;
export const SHORT_LINK_MESSAGE = "Please paste the post's full address (…/comments/…), not a short share link.";
export const WRONG_COMMUNITY_MESSAGE = `Post the image in ${communities} to earn credits.`;
export const POST_NOT_FOUND_MESSAGE = "We couldn't find that Reddit post. Check the link, or try again in a minute if you have just posted it.";
export const REDDIT_UNAVAILABLE_MESSAGE = "We couldn't reach Reddit to check your post. Please try again in a few minutes.";
export const POST_REMOVED_MESSAGE = 'That post has been removed or deleted on Reddit.';
export const NOT_PREPARED_IMAGE_MESSAGE =
  "That post doesn't link to an image you prepared for Reddit here. Share the image from the share dialog and post the link it gives you.";
export const POST_BEFORE_PREPARATION_MESSAGE = 'That post was made before the image was prepared. Please create a new post with the prepared image.';
export const UPLOADED_PHOTO_MESSAGE = "Photos you uploaded don't earn credits: share an image you made here.";
export const IMAGE_ALREADY_REWARDED_MESSAGE = "You've already earned credits for this image. Please share a different image.";
