import { matchPath } from 'react-router-dom';
import { preloadPage, preloadPageFiles } from '../remotes/load-page';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** The table's entry for a path inside the site (after the base path), or null for the 404 page. */
export function routeFor(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  return table.find((entry) => matchPath(entry.path, path)) ?? null;
}

/** The path inside the site: `pathname` without the base path a staging deployment serves it under. */
export function pathWithinSite(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return null;
  return pathname.slice(basename.length) || '/';
}

/**
 * Right after the start-up, for the page the visitor opened: its remote's files and its first data start
 * loading at once, in parallel with the session check and the first render that would otherwise come before
 * them (remote entry → page chunk → API calls → the page's first image, one after another). What a request
 * brings is kept for the page: the MF runtime's module cache, the query cache's preloads.
 */
export function startRouteLoads(path: string | null, table: readonly RouteEntry[] = ROUTE_TABLE): void {
  const entry = path === null ? null : routeFor(path, table);
  if (!entry) return;
  // A failure costs nothing here: the page reports it (with Retry) when it renders.
  preloadPageFiles(entry);
  preloadPage(entry).catch(() => undefined);
  entry.preloadData?.().catch(() => undefined);
}
