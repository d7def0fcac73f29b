import sharp from 'sharp';
import { exampleMarkSize, exampleMarkSvg } from '../../../infra/placeholder/example-mark.js';

// What the mock engines draw with (mock-image.engine.ts, mock-edit.engine.ts): seeded randomness, colours, layers.

/** A small deterministic generator (mulberry32): the same seed always gives the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Layer {
  input: Buffer;
  top: number;
  left: number;
}

/** Small SVGs only where there is something to draw: compositing whole-frame layers costs ~50 ms an image. */
export async function layer(svg: string, width: number, height: number, top: number, left: number): Promise<Layer> {
  const input = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input, top, left };
}

export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The example mark naming what was done ("Example edit"), top left, never larger than the image it goes on. */
export function badge(text: string, width: number, height: number): Promise<Layer> {
  const size = exampleMarkSize(width, text);
  return layer(exampleMarkSvg(width, 0, 0, text), Math.min(width, size.width), Math.min(height, size.height), Math.min(12, height - size.height), 12);
}
