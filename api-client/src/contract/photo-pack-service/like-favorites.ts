import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdListSchema, okReply } from '../entities/image';

export const SAVE_FAVORITES_FAILED_MESSAGE = 'Failed to save favorites';
export const FAVORITE_IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const FAVORITES_OVERLAP_MESSAGE = 'An image cannot be both liked and not liked';

export const likeFavoritesCall = defineCall({
  path: 'photo-pack-service/like-favorites',
  method: 'POST',
  access: 'user',
  summary: 'Save which pack images the user liked and which not',
  request: z.object({ liked: fileIdListSchema, notLiked: fileIdListSchema }),
  reply: okReply,
});
export type LikeFavoritesRequest = RequestOf<typeof likeFavoritesCall>;
export const likeFavorites = (request: LikeFavoritesRequest) => callApi(likeFavoritesCall, request);
