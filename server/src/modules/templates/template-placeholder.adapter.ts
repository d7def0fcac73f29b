import sharp from 'sharp';
import { exampleMarkSvg } from '../../infra/placeholder/example-mark.js';

/** Placeholders are small: the templates page shows them 300 px wide. */
export const PLACEHOLDER_WIDTH = 384;
export const PLACEHOLDER_HEIGHT = 512;

const CATEGORY_HUES: Record<string, number> = { Business: 215, Dating: 340, Lifestyle: 35, Travel: 180, Fitness: 110, Fantasy: 275 };

/** A stable number for any text (hues for unknown categories, where a prompt's highlights fall). */
function hashOf(text: string): number {
  return [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7);
}

/** One head-and-shoulders figure centred at `cx`, `scale` 1 filling the frame's lower half. */
function bust(cx: number, scale: number, longHair: boolean): string {
  const headY = 500 - 250 * scale;
  const r = 58 * scale;
  const hair = longHair
    ? `<path d="M${cx - r * 1.25} ${headY + r * 2.2} C${cx - r * 1.45} ${headY - r * 0.6}, ${cx - r * 0.6} ${headY - r * 1.35}, ${cx} ${headY - r * 1.3} C${cx + r * 0.6} ${headY - r * 1.35}, ${cx + r * 1.45} ${headY - r * 0.6}, ${cx + r * 1.25} ${headY + r * 2.2} Z" fill="url(#hair)"/>`
    : '';
  const shoulders = `<path d="M${cx - 125 * scale} 512 C${cx - 122 * scale} ${headY + r * 2.3}, ${cx - 60 * scale} ${headY + r * 1.75}, ${cx} ${headY + r * 1.75} C${cx + 60 * scale} ${headY + r * 1.75}, ${cx + 122 * scale} ${headY + r * 2.3}, ${cx + 125 * scale} 512 Z" fill="url(#figure)"/>`;
  const neck = `<rect x="${cx - r * 0.36}" y="${headY + r * 0.7}" width="${r * 0.72}" height="${r * 1.2}" rx="${r * 0.2}" fill="url(#figure)"/>`;
  const head = `<ellipse cx="${cx}" cy="${headY}" rx="${r * 0.86}" ry="${r}" fill="url(#figure)"/>`;
  return `${hair}${shoulders}${neck}${head}`;
}

/** A pet's head: a round face with the ears of its kind. */
function petHead(kind: string): string {
  const ears: Record<string, string> = {
    cat: '<path d="M120 275 L135 180 L185 250 Z M264 275 L249 180 L199 250 Z" fill="url(#figure)"/>',
    rabbit: '<ellipse cx="160" cy="190" rx="22" ry="80" fill="url(#figure)"/><ellipse cx="224" cy="190" rx="22" ry="80" fill="url(#figure)"/>',
    dog: '<ellipse cx="118" cy="320" rx="30" ry="70" fill="url(#figure)" transform="rotate(18 118 320)"/><ellipse cx="266" cy="320" rx="30" ry="70" fill="url(#figure)" transform="rotate(-18 266 320)"/>',
  };
  return `${ears[kind] ?? ears.dog}<ellipse cx="192" cy="330" rx="88" ry="80" fill="url(#figure)"/><path d="M92 512 C94 350, 290 350, 292 512 Z" fill="url(#figure)"/>`;
}

/** The figure(s) a template of `templateClass` shows. */
function figuresOf(templateClass: string, seed: number): string {
  if (templateClass === 'couple') return `${bust(128, 0.82, true)}${bust(262, 0.9, false)}`;
  if (['dog', 'cat', 'rabbit'].includes(templateClass)) return petHead(templateClass);
  return bust(192, 1, templateClass === 'woman' || (templateClass !== 'man' && seed % 2 === 0));
}

/**
 * A seeded template image's placeholder, drawn to look like a photo's composition rather than a label: a
 * backdrop in the category's colours with soft out-of-focus lights (placed by the prompt), the figure(s)
 * of the template's class as a silhouette, and a small "Example" mark. No text from the prompt or class on
 * the picture: the page around it says what the template is. One SVG rendered by sharp, about 10 ms.
 */
export async function renderTemplatePlaceholder(details: { templateClass: string; category: string; prompt: string }): Promise<Buffer> {
  const seed = hashOf(details.prompt);
  const hue = CATEGORY_HUES[details.category] ?? hashOf(details.category) % 360;
  const lights = Array.from({ length: 7 }, (_, i) => {
    const n = (seed * (i + 3) * 2654435761) >>> 0;
    const x = n % PLACEHOLDER_WIDTH;
    const y = (n >>> 9) % 300;
    const r = 18 + ((n >>> 5) % 42);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 30 + i * 9) % 360}, 80%, 85%)" fill-opacity="${0.12 + ((n >>> 3) % 10) / 60}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLACEHOLDER_WIDTH}" height="${PLACEHOLDER_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 55%, 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 45%, 38%)"/>
    </linearGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 25%, 30%)"/><stop offset="1" stop-color="hsl(${hue}, 30%, 14%)"/>
    </linearGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(hue + 200) % 360}, 20%, 20%)"/><stop offset="1" stop-color="hsl(${hue}, 25%, 16%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${lights}
  ${figuresOf(details.templateClass, seed)}
  ${exampleMarkSvg(PLACEHOLDER_WIDTH, 12, 12)}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
