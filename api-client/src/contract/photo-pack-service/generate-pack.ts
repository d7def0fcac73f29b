import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelIdSchema, rowIdSchema } from '../entities/ids';

export const packGenerationFailedMessage = (message?: string) =>
  `Failed to generate pack. Please contact support with this error message: ${message || 'Unknown error'}`;
export const PACK_PARTIAL_WARNING =
  'Warning: some images failed to generate. Please contact support. Click OK to see the successful images.';
/** Server refusals (shown inside packGenerationFailedMessage by the client). */
export const PACK_NOT_AVAILABLE_MESSAGE = 'This photo pack is not available.';
export const PACK_MODEL_REQUIRED_MESSAGE = 'Please select a trained model to generate this pack.';
export const PACK_MODEL_CLASS_MESSAGE = 'Photo Packs are unavailable for this model class.';
export const PACK_PURCHASE_MISMATCH_MESSAGE = 'This purchase is for a different photo pack.';
export const PACK_ALL_FAILED_MESSAGE = 'None of the images could be made. They have been refunded as credits.';
/** The reply's message while the pack is still being made (the client then polls pack-generation/{id}). */
export const PACK_STILL_RUNNING_MESSAGE = 'Your photos are still being made. They will appear here as they are ready.';

/**
 * packId is the pack's PackageID. From generate-pack/{purchaseId} the client also sends packPurchaseId:
 * the bought pack is generated without spending credits, once (a second call answers the same
 * generation); otherwise the pack's Credits are debited (402 with NOT_ENOUGH_CREDITS_MESSAGE when short).
 * The reply comes when the pack is made, or after a bound with status success while images are still
 * being made: pack-generation/{id} then says running and lists the images made so far.
 */
export const generatePackCall = defineCall({
  path: 'photo-pack-service/generate-pack',
  method: 'POST',
  access: 'user',
  summary: 'Generate the images of a photo pack with one of the user\'s flux-lora models',
  request: z.object({ packId: rowIdSchema, modelId: modelIdSchema, packPurchaseId: rowIdSchema.optional() }),
  reply: z.object({
    /** partial: some images failed (warn, then show the rest). */
    status: z.enum(['success', 'partial']),
    packGenerationId: z.number().int(),
    message: z.string().optional(),
  }),
});
export type GeneratePackRequest = RequestOf<typeof generatePackCall>;
export type GeneratePackReply = ReplyOf<typeof generatePackCall>;
export const generatePack = (request: GeneratePackRequest) => callApi(generatePackCall, request);
