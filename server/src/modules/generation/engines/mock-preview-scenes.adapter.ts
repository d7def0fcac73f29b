// The settings the offline preview places the person in, one per preview style (PREVIEW_STYLES' keys): made
// up and drawn here, small and blurred (a portrait's background is out of focus), then scaled to the photo.
import sharp from 'sharp';
import { random } from './mock-drawing.adapter.js';

/** How the person is framed in a scene: a studio headshot is closer than a portrait in a place. */
export type SceneFraming = 'headshot' | 'portrait';

interface Scene {
  framing: SceneFraming;
  /** The scene in 100×133 units (3:4), jittered by `next` so two previews are not the same picture. */
  svg(next: () => number): string;
  /** The blur, in drawn pixels (the drawing is DRAWN_WIDTH wide). */
  blur: number;
}

/** Scenes are drawn this many pixels wide, then blurred and scaled up: a blurred scene has no detail to lose. */
const DRAWN_WIDTH = 192;

const svgOf = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWN_WIDTH}" height="${Math.round((DRAWN_WIDTH * 4) / 3)}" viewBox="0 0 100 133.33" preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`;

/** Soft round lights (out-of-focus bulbs, leaves or sun spots) at places drawn from `next`. */
function bokeh(next: () => number, count: number, colours: string[], area: { top: number; bottom: number }, size: [number, number]): string {
  return Array.from({ length: count }, (_, i) => {
    const x = (next() * 100).toFixed(1);
    const y = (area.top + next() * (area.bottom - area.top)).toFixed(1);
    const r = (size[0] + next() * (size[1] - size[0])).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours[i % colours.length]}" opacity="${(0.35 + next() * 0.4).toFixed(2)}"/>`;
  }).join('');
}

/**
 * One setting per style: a grey studio for the LinkedIn headshot (head and shoulders, closer), a leafy
 * park under a blue sky at golden hour for the outdoor portrait, a warm wooden coffee shop with hanging
 * bulbs, and a pastel cafe for the Instagram look. Any other style gets the studio.
 */
const SCENES: Record<string, Scene> = {
  linkedin: {
    framing: 'headshot',
    blur: 2,
    svg: () => svgOf(
      '<rect width="100" height="133.33" fill="url(#studio)"/>',
      `<radialGradient id="studio" cx="0.5" cy="0.32" r="0.85">
        <stop offset="0" stop-color="#d3d6da"/><stop offset="0.55" stop-color="#a9aeb4"/><stop offset="1" stop-color="#6d7279"/>
      </radialGradient>`,
    ),
  },
  outdoor: {
    framing: 'portrait',
    blur: 5,
    svg: (next) => svgOf(
      `<rect width="100" height="133.33" fill="url(#sky)"/>
      <circle cx="${78 + next() * 10}" cy="14" r="22" fill="url(#sun)"/>
      <ellipse cx="50" cy="78" rx="80" ry="26" fill="#4f7a37"/>
      ${bokeh(next, 18, ['#3f6b2c', '#6f9f45', '#8dbb57', '#2f5524'], { top: 48, bottom: 92 }, [7, 15])}
      <rect y="92" width="100" height="41.33" fill="url(#grass)"/>`,
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#3f8fd6"/><stop offset="0.42" stop-color="#a6d2f0"/><stop offset="0.7" stop-color="#7fae59"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff1c4" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
      <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#78a84a"/><stop offset="1" stop-color="#4a7a30"/></linearGradient>`,
    ),
  },
  cafe: {
    framing: 'portrait',
    blur: 4,
    svg: (next) => svgOf(
      `<rect width="100" height="133.33" fill="url(#wall)"/>
      <rect x="${4 + next() * 6}" y="16" width="30" height="58" fill="#f4d29a" opacity="0.55"/>
      <rect x="58" y="30" width="40" height="3" fill="#3a2418"/><rect x="58" y="52" width="40" height="3" fill="#3a2418"/>
      ${bokeh(next, 10, ['#8c5a36', '#c98d4f', '#e8c08a'], { top: 20, bottom: 52 }, [2, 4])}
      ${bokeh(next, 7, ['#ffd07a', '#ffe2a8', '#ffb85c'], { top: 4, bottom: 30 }, [3, 6])}
      <rect y="100" width="100" height="33.33" fill="#4a2e1d"/>`,
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6b4329"/><stop offset="0.6" stop-color="#9a6a43"/><stop offset="1" stop-color="#5a3a25"/>
      </linearGradient>`,
    ),
  },
  lifestyle: {
    framing: 'portrait',
    blur: 4,
    svg: (next) => svgOf(
      `<rect width="100" height="133.33" fill="url(#pastel)"/>
      ${bokeh(next, 14, ['#ffd1dc', '#c9f2e4', '#ffe8b8', '#e2d4ff', '#ffffff'], { top: 5, bottom: 95 }, [5, 12])}
      <rect y="104" width="100" height="29.33" fill="#f6e7da"/>`,
      `<linearGradient id="pastel" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f9c9d6"/><stop offset="0.55" stop-color="#fbe3ea"/><stop offset="1" stop-color="#bfe9dc"/>
      </linearGradient>`,
    ),
  },
};

/** How a style frames the person (the studio's when the style has no scene). */
export const framingOf = (style: string): SceneFraming => (SCENES[style] ?? SCENES.linkedin!).framing;

/** The style's setting as `width`×`height` RGB pixels, varied a little by `seed`. */
export async function drawScene(style: string, seed: number, width: number, height: number): Promise<Buffer> {
  const scene = SCENES[style] ?? SCENES.linkedin!;
  const drawn = await sharp(Buffer.from(scene.svg(random(seed))))
    .blur(scene.blur)
    .removeAlpha()
    .png()
    .toBuffer();
  return sharp(drawn).resize(width, height, { fit: 'fill', kernel: 'cubic' }).removeAlpha().raw().toBuffer();
}
