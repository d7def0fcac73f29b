// 'shared-ui' for a remote's tests: the real components, with the alert, snackbar, session and page-meta
// hooks replaced by spies. Use: jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing')); for
// code that imports 'shared-ui/start-up', mock that with 'shared-ui/testing/start-up'.
import { renderAt } from './render-at';
import { withFakeHooks } from './fakes';

export { renderAt };
export { alertMock, snackbarMock, sessionState, refreshSessionMock, setLoggedOutMock, pageMetaMock } from './fakes';

module.exports = { ...withFakeHooks(jest.requireActual('../index')), renderAt };
