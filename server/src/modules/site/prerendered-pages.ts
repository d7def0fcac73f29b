import fs from 'node:fs';
import path from 'node:path';

/** deploy/prerender/page-html.mjs writes this where the site's public URL goes (canonical, og:url). */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

/** The element the shell reads its start-up from (shell/src/runtime/inline-bootstrap.ts). */
export const SITE_BOOTSTRAP_ID = 'site-bootstrap';

/**
 * JSON inside a <script> element: `<` escaped, so no value can close the element or open a comment.
 * The element is `type="application/json"`: data, never run, so the CSP has nothing to allow.
 */
export function inlineJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The page as this deployment serves it: its public URL in the links, a <base> for its base path, and the
 * start-up the shell would otherwise fetch first (the remotes map and runtime settings), when given.
 */
export function pageForDeployment(html: string, publicUrl: string, basePath: string, bootstrap?: unknown): string {
  const start = bootstrap === undefined ? '' : inlineJson(SITE_BOOTSTRAP_ID, bootstrap);
  return html.replaceAll(PUBLIC_URL_TOKEN, publicUrl).replace('<head>', `<head><base href="${basePath}/">${start}`);
}

/**
 * The pages deploy/prerender.mjs wrote at build time into `dir` (shell/dist/prerendered/<trainer>/): route
 * path → HTML ('/' ← index.html, '/landing/dating-app-photos' ← landing/dating-app-photos.html).
 */
export function loadPrerenderedPages(dir: string, prepare: (html: string) => string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) pages.set(routeOf(path.relative(dir, file)), prepare(fs.readFileSync(file, 'utf8')));
    }
  };
  walk(dir);
  return pages;
}

function routeOf(relativeFile: string): string {
  const withoutExt = relativeFile.split(path.sep).join('/').replace(/\.html$/, '');
  return withoutExt === 'index' ? '/' : `/${withoutExt}`;
}

/** The route a request URL asks for within the site ('/staging/help?x=1' → '/help'), or null outside it. */
export function routePathOf(url: string, basePath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '/');
  } catch {
    return null;
  }
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}
