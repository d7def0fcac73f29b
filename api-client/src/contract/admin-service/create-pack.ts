import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { personaSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { photoPackSchema, priceSchema } from '../entities/photo-pack';

/** What a pack reference may hold (the database allows no more): it names the pack in URLs and files. */
export const PACK_REFERENCE_MESSAGE = 'The reference may hold only letters, digits, - and _';

/** The pack form's fields; the admin UI strips whitespace from the reference and normalises the price. */
export const packFormFields = {
  reference: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, PACK_REFERENCE_MESSAGE),
  title: z.string().trim().min(1).max(120),
  price: priceSchema,
  /** null is the admin's "none". */
  persona: personaSchema.nullable(),
  isApproved: z.boolean(),
  description: z.string().trim().max(2000),
};

export const PACK_REFERENCE_TAKEN_MESSAGE = 'A photo pack with this reference already exists';
/** update-pack, add-template-to-pack and the pack's template and prompt lists of a pack id that is none. */
export const ADMIN_PACK_NOT_FOUND_MESSAGE = 'Photo pack not found.';

export const createPackCall = defineCall({
  path: 'admin-service/create-pack',
  method: 'POST',
  access: 'admin',
  summary: 'Create a photo pack (300 credits by default)',
  request: z.object(packFormFields),
  reply: z.object({ newPack: photoPackSchema }),
});
export type CreatePackRequest = RequestOf<typeof createPackCall>;
export type CreatePackReply = ReplyOf<typeof createPackCall>;
export const createPack = (request: CreatePackRequest) => callApi(createPackCall, request);
