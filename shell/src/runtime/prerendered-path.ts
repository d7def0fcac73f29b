import { ROUTE_TABLE, type RouteEntry } from '../routes/route-table';
import { routerBasename } from './router-basename';

/**
 * The prerender marks `#root` with the path it rendered and the base path its links assume
 * (`data-prerendered`, `data-base-path`). The browser hydrates only when both match where it is;
 * otherwise the markup would not be what the app renders, and the page is rendered afresh.
 */
export function hydratableRoute(
  root: HTMLElement,
  basePath: string,
  pathname: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteEntry | null {
  const renderedPath = root.dataset.prerendered;
  if (renderedPath === undefined || root.dataset.basePath === undefined) return null;
  const basename = routerBasename(basePath);
  if (routerBasename(root.dataset.basePath) !== basename) return null;
  if (basename !== '/' && !pathname.startsWith(basename)) return null;
  const withinSite = basename === '/' ? pathname : pathname.slice(basename.length) || '/';
  if (withinSite !== renderedPath) return null;
  return table.find((entry) => entry.path === renderedPath && entry.access === 'public') ?? null;
}
