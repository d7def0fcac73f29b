import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { ShellRoutes } from '../routes/build-routes';

/** Where the router is now, updated on every render of the tree. */
export interface RouterProbe {
  location: Location;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  return null;
}

/**
 * Renders the shell's real route tree in memory at `path`, with a fresh session store, and lets the
 * start-of-page work (session check, remote loads) settle inside act.
 */
export async function renderShell(path: string) {
  const router = { state: {} as RouterProbe };
  const store = createStore();
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes />
          <LocationProbe probe={router.state} />
        </MemoryRouter>
      </Provider>,
    );
  });
  return { ...view, router, store };
}
