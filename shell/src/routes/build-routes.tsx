import { lazy, Suspense, useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoadingView } from 'shared-ui/start-up';
import { ShellLayout } from '../layout/shell-layout';
import { RouteElement } from './route-element';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

// Its own chunk: no page of the table needs it on its first load.
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The router's tree: the shell's layout around every page of the table, and the 404 page for the rest. */
export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        // The key makes each route a fresh subtree, so one page's error view never leaks into the next.
        ...table.map((entry) => ({ path: entry.path, element: <RouteElement key={entry.path} entry={entry} /> })),
        {
          path: '*',
          element: (
            <Suspense fallback={<LoadingView />}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

/** The route tree for a declarative router (BrowserRouter in the app, MemoryRouter in tests). */
export function ShellRoutes({ table = ROUTE_TABLE }: { table?: readonly RouteEntry[] }) {
  const routes = useMemo(() => buildRoutes(table), [table]);
  return useRoutes(routes);
}
