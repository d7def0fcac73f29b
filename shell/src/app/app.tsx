import { BrowserRouter } from 'react-router-dom';
import { runtimeSettings } from 'api-client';
import { ShellRoutes } from '../routes/build-routes';

/** A staging deployment serves the site under a sub-path; '' or '/' means the origin's root. */
export function routerBasename(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function App() {
  return (
    <BrowserRouter basename={routerBasename(runtimeSettings().basePath)}>
      <ShellRoutes />
    </BrowserRouter>
  );
}
