import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { runtimeSettings } from 'api-client/runtime';
import { preloadPage } from '../remotes/load-page';
import { hydratableRoute } from './prerendered-path';
import { StartGate } from './start-gate';
import { startUp } from './start-up';

/**
 * Starts the site in `#root`. A page prerendered at build time stays visible while the start-up runs
 * and its remote page loads; then React hydrates it (same markup, now interactive). Any other page,
 * or a prerendered one whose start-up or remote fails, is rendered afresh by the start gate.
 */
export async function mountShell(root: HTMLElement): Promise<'hydrated' | 'rendered'> {
  let started = false;
  if (root.dataset.prerendered !== undefined) {
    try {
      await startUp();
      started = true;
      const route = hydratableRoute(root, runtimeSettings().basePath, window.location.pathname);
      if (route) {
        await preloadPage(route);
        // In a transition React hydrates in slices, giving the browser the main thread every few ms; at
        // default priority it is one long task. The page is already on screen, and a click meanwhile is
        // replayed once its part is hydrated.
        startTransition(() => {
          hydrateRoot(root, <StartGate started />);
        });
        return 'hydrated';
      }
    } catch (error) {
      // The start gate runs the start-up again and shows its error page (with Retry) if it still fails.
      console.error('Could not hydrate the prerendered page', error);
    }
  }
  createRoot(root).render(<StartGate started={started} />);
  return 'rendered';
}
