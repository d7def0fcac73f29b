// 'shared-ui' for a remote's tests: the real components, with the alert, snackbar, session and page-meta
// hooks replaced by spies. Use: jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing')).
import { renderAt } from './render-at';

export { renderAt };

const actual = jest.requireActual('../index');
// Queries still retry 5xx and network failures in a remote's tests, but without the backoff's wait, so a
// page's error shows at once; shared-ui's own tests check the delays.
actual.configureQueryRetries({ retryDelayMs: () => 0 });

export const alertMock = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
export const snackbarMock = jest.fn();
export const sessionState: { status: 'unknown' | 'logged-in' | 'logged-out' } = { status: 'unknown' };
export const refreshSessionMock = jest.fn<Promise<'logged-in' | 'logged-out'>, []>(() => Promise.resolve('logged-out'));
export const setLoggedOutMock = jest.fn();
export const pageMetaMock = jest.fn();

module.exports = {
  ...actual,
  alertMock,
  snackbarMock,
  sessionState,
  refreshSessionMock,
  setLoggedOutMock,
  pageMetaMock,
  renderAt,
  useAlert: () => alertMock,
  useSnackbar: () => ({ showSnackbar: snackbarMock }),
  useSession: () => ({ session: sessionState, refreshSession: refreshSessionMock, setLoggedOut: setLoggedOutMock }),
  usePageMeta: (meta: { title: string; description?: string; noindex?: boolean }) => pageMetaMock(meta),
};
