import { z } from 'zod';
import { callApi } from '../../http/client';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelIdSchema, rowIdSchema } from '../entities/ids';

export const packGenerationFailedMessage = (message?: string) =>
  `Failed to generate pack. Please contact support with this error message: ${message || 'Unknown error'}`;
export const PACK_PARTIAL_WARNING =
  'Warning: some images failed to generate. Please contact support. Click OK to see the successful images.';

/**
 * packId is the pack's PackageID. From generate-pack/{purchaseId} the client also sends packPurchaseId:
 * the bought pack is generated without spending credits; otherwise the pack's Credits are debited.
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
