import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { runtimeSettings } from 'api-client/runtime';
import { ShellRoutes } from '../routes/build-routes';
import { routerBasename } from '../runtime/router-basename';

export { routerBasename };

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
