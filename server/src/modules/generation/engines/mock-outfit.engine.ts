import sharp from 'sharp';
import { BackdropPhotoError, type PersonCutter, type PersonOutline } from '../../../infra/segmentation/backdrop.types.js';
import type { ImageOutcome, OutfitEngine, OutfitRequest } from '../image-engine.js';
import { badge, hslToRgb } from './mock-drawing.adapter.js';

type Rgb = [number, number, number];

/** Colour words a described outfit may name, for the offline engine's paint (anything else gets a colour from its words). */
const NAMED_COLOURS: Record<string, Rgb> = {
  black: [27, 27, 29], white: [242, 241, 236], grey: [120, 124, 130], gray: [120, 124, 130], charcoal: [58, 61, 67],
  navy: [31, 42, 68], blue: [52, 92, 160], red: [150, 32, 40], burgundy: [91, 35, 51], green: [56, 110, 70],
  olive: [96, 100, 56], beige: [214, 196, 166], camel: [164, 124, 82], brown: [110, 74, 46], pink: [222, 150, 170],
  purple: [96, 60, 130], yellow: [226, 196, 70], orange: [222, 120, 50], denim: [79, 109, 143], cream: [236, 227, 208],
};

const hex = (colour: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as Rgb;

/** The paint for an outfit: a preset's colours, else the first colour its words name, else one its words pick. */
export function outfitPaint(request: Pick<OutfitRequest, 'outfit' | 'colours'>): { main: Rgb; accent: Rgb } {
  if (request.colours) return { main: hex(request.colours.main), accent: hex(request.colours.accent) };
  const named = request.outfit.toLowerCase().split(/[^a-z]+/).map((word) => NAMED_COLOURS[word]).find(Boolean);
  if (named) return { main: named, accent: named };
  const hue = [...request.outfit].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  const main = hslToRgb(hue, 45, 38);
  return { main, accent: main };
}

/** Where the clothes start: below the chin, about 1.4 head widths below the top of the head. */
export const neckLineOf = (outline: PersonOutline) => Math.round(outline.top + outline.headWidth * 1.4);

/**
 * The offline outfit change (IMAGE_ENGINE=mock): the person is cut out by the backdrop's segmentation
 * worker, and everything of them below the chin is repainted in the outfit's colours, keeping the photo's
 * shading (folds and light stay), with the accent as a collar in a V under the chin. The face and
 * everything above the chin keep their pixels. The "Example outfit" mark says it is not a real change.
 */
export function createMockOutfitEngine(options: { cutter: PersonCutter }): OutfitEngine {
  async function paint(request: OutfitRequest): Promise<Buffer> {
    const { width, height } = request.image;
    const cut = await options.cutter.cutOut(request.image.bytes, { maxSide: Math.max(width, height) });
    if (!cut.outline) throw new Error('nobody to dress in this photo');
    if (cut.width !== width || cut.height !== height) throw new Error(`the cut-out is ${cut.width}×${cut.height}, not the photo's ${width}×${height}`);
    const { main, accent } = outfitPaint(request);
    const { headWidth, headCentreX } = cut.outline;
    const neck = neckLineOf(cut.outline);
    const fade = Math.max(2, Math.round(headWidth * 0.08));
    const pixels = await sharp(request.image.bytes).removeAlpha().toColourspace('srgb').raw().toBuffer();
    const lightAt = (i: number) => (0.299 * pixels[i * 3]! + 0.587 * pixels[i * 3 + 1]! + 0.114 * pixels[i * 3 + 2]!) / 255;
    const opacityAt = (x: number, y: number) => (cut.rgba[(y * width + x) * 4 + 3]! / 255) * Math.min(1, (y - neck + fade) / (2 * fade));
    const first = Math.max(0, neck - fade);
    // The clothes' own mean light: shading is kept relative to it, so black clothes become navy, not black.
    let lightSum = 0;
    let weight = 0;
    for (let y = first; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const opacity = opacityAt(x, y);
        lightSum += opacity * lightAt(y * width + x);
        weight += opacity;
      }
    }
    const meanLight = weight > 0 ? lightSum / weight : 0.5;
    for (let y = first; y < height; y += 1) {
      // The shirt shows as a V under the chin, narrowing down the chest.
      const collar = headWidth * 0.32 - Math.max(0, y - neck) * 0.4;
      for (let x = 0; x < width; x += 1) {
        const opacity = opacityAt(x, y);
        if (opacity === 0) continue;
        const i = y * width + x;
        const colour = Math.abs(x - headCentreX) < collar ? accent : main;
        const shade = Math.min(1.3, Math.max(0.55, 1 + 0.9 * (lightAt(i) - meanLight)));
        for (let c = 0; c < 3; c += 1) {
          pixels[i * 3 + c] = Math.round(pixels[i * 3 + c]! * (1 - opacity) + Math.min(255, colour[c]! * shade) * opacity);
        }
      }
    }
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .composite([await badge('Example outfit', width, height)])
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer();
  }

  return {
    name: 'mock',
    available: true,
    async changeOutfit(request) {
      try {
        return { ok: true, bytes: await paint(request), contentType: 'image/jpeg' } satisfies ImageOutcome;
      } catch (error) {
        // Nobody in the photo is the photo's fault: the service says so (a 400), not an engine failure.
        if (error instanceof BackdropPhotoError) throw error;
        return { ok: false, error: `the example outfit could not be drawn: ${(error as Error).message}` };
      }
    },
  };
}
