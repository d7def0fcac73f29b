import { act, screen, waitFor } from '@testing-library/react';
import { decodeBase64Param, sessionAtom } from 'shared-ui/start-up';
import { renderShell } from '../test/render-shell';
import { mocked, remotesRenderTheirIds } from '../test/mocks';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

/** The handler the shell registered with api-client's 401 hook. */
function unauthorizedHandler(): () => void {
  const handler = mocked.onUnauthorized.mock.calls.at(-1)?.[0];
  if (!handler) throw new Error('no 401 handler registered');
  return () => handler({} as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  remotesRenderTheirIds();
  mocked.getAuthStatus.mockResolvedValue('logged-in');
});

describe('the 401 hook', () => {
  it('marks the session logged out and navigates to login with the current path', async () => {
    const { router, store } = await renderShell('/onboarding?step=2');
    await screen.findByRole('heading', { name: 'onboarding/OnboardingPage' });
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('logged-in'));

    await act(async () => unauthorizedHandler()());

    expect(router.state.location.pathname).toBe('/login');
    expect(decodeBase64Param(new URLSearchParams(router.state.location.search).get('r'))).toBe('/onboarding?step=2');
    expect(store.get(sessionAtom).status).toBe('logged-out');
  });

  it('does nothing on the login page', async () => {
    const { router } = await renderShell('/login?r=L2dlbg%3D%3D');
    await screen.findByRole('heading', { name: 'onboarding/LoginPage' });

    await act(async () => unauthorizedHandler()());

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?r=L2dlbg%3D%3D');
  });

  it('unregisters itself when the shell unmounts', async () => {
    const { unmount } = await renderShell('/');
    unmount();
    expect(mocked.onUnauthorized).toHaveBeenLastCalledWith(undefined);
  });
});
