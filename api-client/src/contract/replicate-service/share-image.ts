import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';

/** Another user's image, an unknown one or a deleted one: nothing to share (404). */
export const SHARE_IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';
export const SHARE_LINK_FAILED_MESSAGE = "We couldn't make a link for this photo. Please try again.";

/** The public page of a shared photo, `<PUBLIC_URL><BASE_PATH>/s/<id>`: absolute, never expiring, until revoked. */
export const shareUrlSchema = z.string();

export const shareImageCall = defineCall({
  path: 'replicate-service/share-image',
  method: 'POST',
  access: 'user',
  summary: "Shares one of the user's own images on a public page that does not expire; asking again answers the same link until it is revoked",
  request: z.object({ fileId: fileIdSchema }),
  reply: z.object({ status: z.literal('success'), shareUrl: shareUrlSchema }),
});
export type ShareImageRequest = RequestOf<typeof shareImageCall>;
export type ShareImageReply = ReplyOf<typeof shareImageCall>;
export const shareImage = (request: ShareImageRequest) => callApi(shareImageCall, request);
