// How the offline engines mark what they draw (mock photos, mock previews, seeded template placeholders):
// one small pill in a corner that says it is an example, never the prompt or a class name across the picture.

export const EXAMPLE_MARK_TEXT = 'Example';

/** The pill's size for an image `width` pixels wide: about a fifth of the width, so thumbnails and photos match. */
export function exampleMarkSize(width: number, text = EXAMPLE_MARK_TEXT): { width: number; height: number; fontSize: number } {
  const fontSize = Math.max(11, Math.round(width / 34));
  return { width: Math.round(fontSize * (1.6 + text.length * 0.62)), height: Math.round(fontSize * 1.9), fontSize };
}

/** The pill as SVG markup for an image `width` pixels wide, its top left at (`x`, `y`). */
export function exampleMarkSvg(width: number, x: number, y: number, text = EXAMPLE_MARK_TEXT): string {
  const size = exampleMarkSize(width, text);
  return `<g transform="translate(${x} ${y})">
  <rect width="${size.width}" height="${size.height}" rx="${size.height / 2}" fill="#000" fill-opacity="0.5"/>
  <text x="${size.width / 2}" y="${Math.round(size.height * 0.68)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size.fontSize}" font-weight="600" fill="#fff" letter-spacing="0.5">${text}</text>
</g>`;
}
