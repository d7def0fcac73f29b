/**
 * Readable names for downloaded photos (docs/generation-and-images.md#downloads): by pack title and
 * position, or by prompt; never by id. The server names zip entries with these, the pages single files.
 */

/** Shown when a download (a zip or a single photo) cannot start. */
export const DOWNLOAD_FAILED_MESSAGE = 'The download could not be started. Please try again.';

/** Longest slug a prompt becomes in a file name. */
export const PROMPT_SLUG_MAX = 60;

/** "A model, on the Moon!" → "a-model-on-the-moon": lower-case ASCII words joined by dashes, at most `max` long. */
export function slugify(text: string, max = PROMPT_SLUG_MAX): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  // Cut at a word boundary when one is near, so no word is left half.
  const cut = slug.slice(0, max + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : slug.slice(0, max)).replace(/-+$/, '');
}

/** The extension a stored file's key or URL ends with ("jpg"), or jpg. */
export function fileExtension(keyOrUrl: string): string {
  const path = keyOrUrl.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match ? match[1]!.toLowerCase() : 'jpg';
}

/** "LinkedIn Headshots", 7 → "linkedin-headshots-07.jpg" (positions padded to the pack's size). */
export function packPhotoName(title: string, position: number, extension = 'jpg', count = 30): string {
  const width = Math.max(2, String(count).length);
  return `${slugify(title) || 'photo-pack'}-${String(position).padStart(width, '0')}.${extension}`;
}

/** A generated photo by its prompt: "a-model-on-the-moon.jpg"; "photo.jpg" without one. */
export function promptPhotoName(prompt: string | null | undefined, extension = 'jpg'): string {
  return `${slugify(prompt ?? '') || 'photo'}.${extension}`;
}

/** Names made unique in order: the second "a.jpg" becomes "a-2.jpg", the third "a-3.jpg". */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${stem}-${n}${extension}`;
    taken.add(candidate);
    return candidate;
  });
}
