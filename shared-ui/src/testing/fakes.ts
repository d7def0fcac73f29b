// The spies both testing entries put in place of shared-ui's alert, snackbar, session and page-meta hooks.
// One module, so a test that mocks 'shared-ui' and one that mocks 'shared-ui/start-up' read the same spies.
import { useNavigate } from 'react-router-dom';
import type { AlertOptions } from '../feedback/use-alert';
import type * as CreditShortfall from '../credits/use-credit-shortfall';

export const alertMock = jest.fn<Promise<void>, [string, AlertOptions?]>(() => Promise.resolve());
export const snackbarMock = jest.fn();
export const sessionState: { status: 'unknown' | 'logged-in' | 'logged-out' } = { status: 'unknown' };
export const refreshSessionMock = jest.fn<Promise<'logged-in' | 'logged-out'>, []>(() => Promise.resolve('logged-out'));
export const setLoggedOutMock = jest.fn();
export const pageMetaMock = jest.fn();

/** The real exports of a shared-ui entry with the hooks replaced by the spies above. */
export function withFakeHooks(actual: Record<string, unknown>): Record<string, unknown> {
  // Queries still retry 5xx and network failures in a remote's tests, but without the backoff's wait, so a
  // page's error shows at once; shared-ui's own tests check the delays.
  (actual.configureQueryRetries as (options: { retryDelayMs: () => number }) => void)({ retryDelayMs: () => 0 });
  return {
    ...actual,
    alertMock,
    snackbarMock,
    sessionState,
    refreshSessionMock,
    setLoggedOutMock,
    pageMetaMock,
    useAlert: () => alertMock,
    // The real dialog and redirect, through the alert spy. Required when used: that module imports
    // shared-ui/start-up, whose test stand-in imports this one.
    useCreditShortfall: () => {
      const { creditShortfallHandler } = jest.requireActual<typeof CreditShortfall>('../credits/use-credit-shortfall');
      return creditShortfallHandler(alertMock, useNavigate());
    },
    useSnackbar: () => ({ showSnackbar: snackbarMock }),
    useSession: () => ({ session: sessionState, refreshSession: refreshSessionMock, setLoggedOut: setLoggedOutMock }),
    usePageMeta: (meta: { title: string; description?: string; noindex?: boolean }) => pageMetaMock(meta),
  };
}
