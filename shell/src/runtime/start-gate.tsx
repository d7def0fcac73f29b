import { useCallback, useEffect, useState } from 'react';
import { GlobalStyle, LoadingView } from 'shared-ui';
import { App } from '../app/app';
import { startUp } from './start-up';
import { StartupErrorPage } from './startup-error-page';

type StartState = 'starting' | 'ready' | 'failed';

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

  return (
    <>
      <GlobalStyle />
      {state === 'starting' && <LoadingView />}
      {state === 'failed' && <StartupErrorPage onRetry={start} />}
      {state === 'ready' && <App prerenderPath={prerenderPath} />}
    </>
  );
}
