import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { CREDITS_PER_IMAGE } from '../entities/limits';

/** The HD sizes offered, and what each costs. */
export const UPSCALE_OPTIONS = [
  { scale: 2, label: 'HD 2×', credits: CREDITS_PER_IMAGE },
  { scale: 4, label: 'HD 4×', credits: 2 * CREDITS_PER_IMAGE },
] as const;
export type UpscaleScale = (typeof UPSCALE_OPTIONS)[number]['scale'];
/** No upscaled photo is longer than this on its long side: a larger one is made at this size. */
export const UPSCALE_MAX_LONG_SIDE = 4096;

export const upscaleCredits = (scale: UpscaleScale) => UPSCALE_OPTIONS.find((option) => option.scale === scale)!.credits;

/** The size an upscale makes: `scale` times the photo's, or less when that passes UPSCALE_MAX_LONG_SIDE. */
export function upscaledSize(width: number, height: number, scale: UpscaleScale): { width: number; height: number; capped: boolean } {
  const factor = Math.min(scale, UPSCALE_MAX_LONG_SIDE / Math.max(width, height));
  if (factor >= scale) return { width: width * scale, height: height * scale, capped: false };
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)), capped: true };
}

export const UPSCALE_FAILED_MESSAGE = 'We could not make an HD copy of this photo. Your credits were given back.';
export const UPSCALE_TOO_LARGE_MESSAGE = `This photo is already ${UPSCALE_MAX_LONG_SIDE} px or more on its long side.`;

export const upscaleCall = defineCall({
  path: 'replicate-service/upscale',
  method: 'POST',
  access: 'user',
  summary: 'Make an HD copy of a photo at 2× or 4× its size (long side at most 4,096 px); answers the new image',
  request: z.object({ fileId: fileIdSchema, scale: z.union([z.literal(2), z.literal(4)]) }),
  reply: z.object({ fileId: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type UpscaleRequest = RequestOf<typeof upscaleCall>;
export const upscale = (request: UpscaleRequest) => callApi(upscaleCall, request);
