import sharp from 'sharp';
import { escapeHtml } from '../../infra/html/escape-html.js';
import { wrapPrompt } from '../generation/index.js';

/** Placeholders are small: the templates page shows them 300 px wide. */
export const PLACEHOLDER_WIDTH = 384;
export const PLACEHOLDER_HEIGHT = 512;

const CATEGORY_HUES: Record<string, number> = { Business: 215, Dating: 340, Lifestyle: 35, Travel: 180, Fitness: 110, Fantasy: 275 };

/** A stable hue for any other category name. */
function hueOf(category: string): number {
  return CATEGORY_HUES[category] ?? [...category].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
}

/**
 * A labelled placeholder of a seeded template image: a gradient in the category's colour with the class
 * ("WOMAN"), the category and the prompt written on it. One SVG rendered by sharp, about 10 ms.
 */
export async function renderTemplatePlaceholder(details: { templateClass: string; category: string; prompt: string }): Promise<Buffer> {
  const hue = hueOf(details.category);
  const lines = wrapPrompt(details.prompt).map((line, i) => `<text x="20" y="${372 + i * 22}" font-size="15">${escapeHtml(line)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLACEHOLDER_WIDTH}" height="${PLACEHOLDER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 60%, 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 55%, 28%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g font-family="DejaVu Sans, sans-serif" fill="#fff">
    <text x="20" y="60" font-size="38" font-weight="bold">${escapeHtml(details.templateClass.toUpperCase())}</text>
    <text x="20" y="92" font-size="20" fill-opacity="0.85">${escapeHtml(details.category)}</text>
    <rect x="10" y="346" width="${PLACEHOLDER_WIDTH - 20}" height="${PLACEHOLDER_HEIGHT - 356}" rx="10" fill="#000" fill-opacity="0.45"/>
    ${lines}
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
