// What a file's URL tells the viewer and the grid: video or image, and how Download saves it.

/** True when `src` names a .webm file (query string and fragment ignored). */
export function isVideoSource(src: string): boolean {
  return /\.webm$/i.test(src.split(/[?#]/)[0] ?? '');
}

/** The file name the Download link suggests: the last path segment, or a generic name. */
export function downloadName(src: string): string {
  const last = (src.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) ? decodeURIComponent(last) : 'image.jpg';
}

/**
 * The Download link for `src` saved as `name`: the API's file links take `download=<name>` and answer with
 * Content-Disposition (the `download` attribute alone is ignored across origins).
 */
export function downloadHref(src: string, name: string | undefined): string {
  if (!name) return src;
  const [path, hash] = src.split('#') as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}download=${encodeURIComponent(name)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
