import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PersonCutOut, PersonCutter } from '../../../infra/segmentation/backdrop.types.js';
import type { ImageOutcome, PreviewEngine, PreviewRequest } from '../image-engine.js';
import { exampleMarkLayer, MOCK_HEIGHT, MOCK_WIDTH } from './mock-image.engine.js';
import { drawScene, framingOf, type SceneFraming } from './mock-preview-scenes.adapter.js';

/**
 * The person is cut out at most this large: the preview keeps 640 px (PREVIEW_LONG_SIDE), and a 1536 px
 * selfie cut at 768 takes about half the time it takes at 1024 (decode, matte, edge colours).
 */
export const CUT_OUT_MAX_SIDE = 768;
/** Cut-outs kept for the photos still to come: a preview's styles usually start from one selfie. */
const CUT_OUTS_KEPT = 4;

/** A window of the cut-out, in its pixels. */
export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The 3:4 window of the cut-out a style shows. It lies inside the selfie and ends at the person's last
 * row, so where an edge cut the person (the selfie's, at the shoulders or the chest, or a photo's within
 * it) the photo's edge cuts them too: no straight cut line shows on the scene. A headshot is head and
 * shoulders (about 3.4 head widths tall, the head near the top); a portrait is the widest window.
 * Centred on the head where the matte found one.
 */
export function frameOf(cut: Pick<PersonCutOut, 'width' | 'height' | 'outline'>, framing: SceneFraming): Frame {
  const aspect = MOCK_WIDTH / MOCK_HEIGHT;
  const floor = cut.outline ? cut.outline.bottom + 1 : cut.height;
  const widest = Math.min(floor, cut.width / aspect);
  const head = cut.outline ?? { top: 0, headWidth: widest / 3.4, headCentreX: cut.width / 2 };
  const headroom = framing === 'headshot' ? 0.1 : 0.14;
  // Closer when the person ends early (a photo within the photo): the head keeps its headroom.
  const endsAtPerson = (floor - head.top) / (1 - headroom);
  const wanted = framing === 'headshot' ? head.headWidth * 3.4 : widest;
  const height = clamp(Math.min(wanted, endsAtPerson), widest * 0.45, widest);
  const width = Math.min(cut.width, height * aspect);
  const top = Math.round(clamp(head.top - headroom * height, 0, floor - height));
  const left = Math.round(clamp(head.headCentreX - width / 2, 0, cut.width - width));
  return {
    left, top,
    width: Math.max(1, Math.min(cut.width - left, Math.round(width))),
    height: Math.max(1, Math.min(floor - top, Math.round(height))),
  };
}

/**
 * The offline identity preview (IMAGE_ENGINE=mock, and an admin's mock mode): what each style is, with the
 * person of the selfie in it. The person is cut out by the local segmentation model (the studio backdrop's,
 * in its worker thread: `cutter`), framed as the style frames (a headshot closer than a portrait) and
 * placed in the style's setting (mock-preview-scenes.adapter.ts); the person's own pixels are kept, only
 * scaled. The small "Example" mark says it is no real photo. Both styles of one selfie share one cut-out.
 * `delayMs`: a provider's latency for load tests and the journey bench (MOCK_IMAGE_DELAY_MS).
 */
export function createMockPreviewEngine(options: { cutter: PersonCutter; delayMs?: number }): PreviewEngine {
  const cutOuts = new Map<string, Promise<PersonCutOut>>();

  function cutOutOf(selfie: Buffer): Promise<PersonCutOut> {
    const key = createHash('sha1').update(selfie).digest('base64');
    let cut = cutOuts.get(key);
    if (!cut) {
      cut = options.cutter.cutOut(selfie, { maxSide: CUT_OUT_MAX_SIDE });
      cut.catch(() => cutOuts.delete(key));
      cutOuts.set(key, cut);
      if (cutOuts.size > CUT_OUTS_KEPT) cutOuts.delete(cutOuts.keys().next().value as string);
    }
    return cut;
  }

  async function draw(request: PreviewRequest): Promise<Buffer> {
    const size = { width: MOCK_WIDTH, height: MOCK_HEIGHT };
    const [cut, scene, mark] = await Promise.all([cutOutOf(request.selfie.bytes), drawScene(request.style, request.seed, MOCK_WIDTH, MOCK_HEIGHT), exampleMarkLayer()]);
    const frame = frameOf(cut, framingOf(request.style));
    const person = await sharp(cut.rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } })
      .extract(frame)
      .resize(MOCK_WIDTH, MOCK_HEIGHT, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    return sharp(scene, { raw: { ...size, channels: 3 } })
      .composite([{ input: person, raw: { ...size, channels: 4 } }, mark])
      .jpeg({ quality: 85, chromaSubsampling: '4:4:4' })
      .toBuffer();
  }

  return {
    name: 'mock',
    available: true,
    async preview(request: PreviewRequest): Promise<ImageOutcome> {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      try {
        return { ok: true, bytes: await draw(request), contentType: 'image/jpeg' };
      } catch (error) {
        return { ok: false, error: `the mock preview could not place the person: ${(error as Error).message}` };
      }
    },
  };
}
