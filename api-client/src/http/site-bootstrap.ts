/** The element the server writes into every page it serves (server: site/static-site.http.ts). */
export const SITE_BOOTSTRAP_ID = 'site-bootstrap';

/**
 * What the server wrote into the page (the remotes map, the runtime settings, the showcase the page was
 * rendered with), parsed; null where the page has none (a static host, tests, Node) or it cannot be read.
 * Each reader checks the part it needs.
 */
export function readSiteBootstrap(): Record<string, unknown> | null {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(SITE_BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
