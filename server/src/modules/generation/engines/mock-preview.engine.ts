import sharp from 'sharp';
import type { ImageOutcome, PreviewEngine, PreviewRequest } from '../image-engine.js';
import { hslToRgb, random } from './mock-drawing.adapter.js';
import { exampleMarkLayer, MOCK_HEIGHT, MOCK_WIDTH } from './mock-image.engine.js';

const TINT = 0.12;

/**
 * The offline identity preview (IMAGE_ENGINE=mock, and an admin's mock mode): the selfie itself,
 * cover-cropped to 768×1024 and colour-graded by the seed, with the small "Example" mark, so a page shows
 * at a glance whose selfie it came from (the page names the style). A few ms, plus
 * `delayMs`: a provider's latency for load tests and the journey bench (MOCK_IMAGE_DELAY_MS).
 */
export function createMockPreviewEngine(options: { delayMs?: number } = {}): PreviewEngine {
  return {
    name: 'mock',
    available: true,
    async preview(request: PreviewRequest): Promise<ImageOutcome> {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const colour = hslToRgb(random(request.seed)() * 360, 45, 55);
      const [pixels, mark] = await Promise.all([
        sharp(request.selfie.bytes).resize(MOCK_WIDTH, MOCK_HEIGHT, { fit: 'cover', position: 'attention' }).removeAlpha().raw().toBuffer(),
        exampleMarkLayer(),
      ]);
      const bytes = await sharp(pixels, { raw: { width: MOCK_WIDTH, height: MOCK_HEIGHT, channels: 3 } })
        .linear([1 - TINT, 1 - TINT, 1 - TINT], colour.map((c) => c * TINT))
        .composite([mark])
        .jpeg({ quality: 80 })
        .toBuffer();
      return { ok: true, bytes, contentType: 'image/jpeg' };
    },
  };
}
