import { useCallback, useEffect, useState } from 'react';
import { GlobalStyle, LoadingView } from 'shared-ui';
import { App } from '../app/app';
import { startUp } from './start-up';
import { StartupErrorPage } from './startup-error-page';

type StartState = 'starting' | 'ready' | 'failed';

/** Runs the start-up once (and again on Retry), then renders the site. */
export function StartGate() {
  const [state, setState] = useState<StartState>('starting');

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

  useEffect(start, [start]);

  return (
    <>
      <GlobalStyle />
      {state === 'starting' && <LoadingView />}
      {state === 'failed' && <StartupErrorPage onRetry={start} />}
      {state === 'ready' && <App />}
    </>
  );
}
