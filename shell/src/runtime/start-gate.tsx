import { useCallback, useEffect, useState } from 'react';
import { GlobalStyle, LoadingView } from 'shared-ui/start-up';
import { App } from '../app/app';
import { startUp } from './start-up';
import { StartupErrorPage } from './startup-error-page';

type StartState = 'starting' | 'ready' | 'failed';

/**
 * Set once the first page is rendered (or hydrated) and its effects ran: the page answers input from here
 * on. bench:web counts the JavaScript fetched before it against the first-load budget.
 */
export const INTERACTIVE_MARK = 'shell:interactive';

interface StartGateProps {
  /** The start-up already ran (hydration of a prerendered page, or the prerender itself). */
  started?: boolean;
  /** Render this path without a browser (the build-time prerender). */
  prerenderPath?: string;
}

/** Runs the start-up once (and again on Retry), then renders the site. */
export function StartGate({ started = false, prerenderPath }: StartGateProps) {
  const [state, setState] = useState<StartState>(started ? 'ready' : 'starting');

  const start = useCallback(() => {
    setState('starting');
    startUp().then(
      () => setState('ready'),
      (error: unknown) => {
        console.error('Start-up failed', error);
        setState('failed');
      },
    );
  }, []);

  useEffect(() => {
    if (!started) start();
  }, [start, started]);

  // A parent's effects run after its children's: by now the page's own effects have run too.
  useEffect(() => {
    if (state === 'ready' && typeof performance.mark === 'function' && !performance.getEntriesByName(INTERACTIVE_MARK).length) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, [state]);

  return (
    <>
      <GlobalStyle />
      {state === 'starting' && <LoadingView />}
      {state === 'failed' && <StartupErrorPage onRetry={start} />}
      {state === 'ready' && <App prerenderPath={prerenderPath} />}
    </>
  );
}
