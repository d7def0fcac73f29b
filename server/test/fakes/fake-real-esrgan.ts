import type { Rule } from './flux-input-check.js';

/** The HD upscaler: Replicate builds it from replicate/cog-real-esrgan, whose predict() returns one PNG (`output.png`). */
export const REAL_ESRGAN_MODEL = 'nightmareai/real-esrgan';
/** Its version's published input schema (cog-real-esrgan's predict()): `image`, `scale` 0-10, `face_enhance`. */
export const REAL_ESRGAN_INPUT: Record<string, Rule> = {
  image: { type: 'string' }, scale: { type: 'number', min: 0, max: 10 }, face_enhance: { type: 'boolean' },
};
/**
 * How long Real-ESRGAN takes on Replicate (a T4), as reported: a few seconds for a small photo, 10-30 s for a
 * large one or 4×. A test's stand-in for the provider, never a measurement of it.
 */
export const REAL_ESRGAN_REAL_LATENCY = { minMs: 3000, maxMs: 30_000 } as const;
