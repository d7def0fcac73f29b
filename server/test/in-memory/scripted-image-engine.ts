import type { ImageEngine, ImageOutcome, ImageRequest } from '../../src/modules/generation/image-engine.js';

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

/** How many of a call's images the engine makes (the rest fail), or that the call throws. */
export type EngineAnswer = number | 'throw';

/**
 * An image engine that answers each call as `script` says, after `gate` (if any) resolves: tests hold
 * a call open with it. By default every requested image is made.
 */
export function createScriptedImageEngine(options: {
  script?: (request: ImageRequest, call: number) => EngineAnswer;
  gate?: () => Promise<void>;
  name?: ImageEngine['name'];
} = {}) {
  const requests: ImageRequest[] = [];
  const engine: ImageEngine & { requests: ImageRequest[] } = {
    name: options.name ?? 'replicate',
    requests,
    // Edits and filters are tested against the real HTTP server (image-edits tests); here they just work.
    edit: async () => ({ ok: true, bytes: JPEG_BYTES, contentType: 'image/jpeg' }),
    filter: async () => ({ ok: true, bytes: JPEG_BYTES, contentType: 'image/jpeg' }),
    async generate(request) {
      const answer = options.script?.(request, requests.length) ?? request.count;
      requests.push(request);
      await options.gate?.();
      if (answer === 'throw') throw new Error('the scripted engine is down');
      return Array.from({ length: request.count }, (_, i): ImageOutcome =>
        i < answer ? { ok: true, bytes: JPEG_BYTES, contentType: 'image/jpeg' } : { ok: false, error: `image ${i + 1} was refused` });
    },
  };
  return engine;
}
