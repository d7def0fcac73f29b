// 'shared-ui' for this package's tests: the real components, with the alert, snackbar, session and
// page-meta hooks replaced by spies so tests can assert what a page asked for.
const actual = jest.requireActual('shared-ui');

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
  useAlert: () => alertMock,
  useSnackbar: () => snackbarMock,
  useSession: () => ({ session: sessionState, refreshSession: refreshSessionMock, setLoggedOut: setLoggedOutMock }),
  usePageMeta: (meta: { title: string; description?: string; noindex?: boolean }) => pageMetaMock(meta),
};
