import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';

/** The studio backdrops a photo's background can be replaced with, in the order the pages offer them. */
export const BACKDROPS = [
  { name: 'light-grey', label: 'Light grey studio', swatch: '#d6d8db' },
  { name: 'white', label: 'White studio', swatch: '#ffffff' },
  { name: 'navy', label: 'Navy studio', swatch: '#1f2a44' },
  { name: 'office-blur', label: 'Soft office blur', swatch: 'linear-gradient(135deg, #ddd2c3, #8e7d68)' },
] as const;
export type BackdropName = (typeof BACKDROPS)[number]['name'];
const BACKDROP_NAMES = BACKDROPS.map((backdrop) => backdrop.name) as [BackdropName, ...BackdropName[]];

export const BACKDROP_FAILED_MESSAGE = 'We could not replace the background of this photo. Your credits were given back.';

export const applyBackdropCall = defineCall({
  path: 'replicate-service/apply-backdrop',
  method: 'POST',
  access: 'user',
  summary: "Replace a photo's background with a studio backdrop (the person stays as they are); answers the new image",
  request: z.object({ fileId: fileIdSchema, backdrop: z.enum(BACKDROP_NAMES) }),
  reply: z.object({ fileId: z.string() }),
});
export type ApplyBackdropRequest = RequestOf<typeof applyBackdropCall>;
export const applyBackdrop = (request: ApplyBackdropRequest) => callApi(applyBackdropCall, request);
