import type { PhotoUpscaler } from '../../../infra/upscaling/upscaler.types.js';
import type { UpscaleEngine } from '../image-engine.js';

/** HD on this machine's CPU (docs/upscale.md): the embedded ESRGAN model, in its worker thread. */
export function createLocalUpscaleEngine(upscaler: PhotoUpscaler): UpscaleEngine {
  return {
    name: 'local',
    async upscale(request) {
      try {
        const bytes = await upscaler.upscale(request.image.bytes, request.scale, { width: request.width, height: request.height });
        return { ok: true, bytes, contentType: 'image/jpeg' };
      } catch (error) {
        return { ok: false, error: `the local upscaler failed: ${(error as Error).message}` };
      }
    },
  };
}
