import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { runtimeSettings } from 'api-client/runtime';
import { ShellRoutes } from '../routes/build-routes';

/** A staging deployment serves the site under a sub-path; '' or '/' means the origin's root. */
export function routerBasename(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The site. `prerenderPath` renders one path without a browser (the build-time prerender); the
 * browser's tree is the same apart from the router, which renders no markup of its own.
 */
export function App({ prerenderPath }: { prerenderPath?: string }) {
  const basename = routerBasename(runtimeSettings().basePath);
  if (prerenderPath !== undefined) {
    return (
      <StaticRouter basename={basename} location={prerenderPath}>
        <ShellRoutes />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <ShellRoutes />
    </BrowserRouter>
  );
}
