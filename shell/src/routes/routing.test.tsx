import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeBase64Param } from 'shared-ui/start-up';
import { renderShell } from '../test/render-shell';
import { account, mocked, remotesRenderTheirIds } from '../test/mocks';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

const NOT_FOUND = 'We could not find the page you were looking for, or the page no longer exists';
const robots = () => document.head.querySelector('meta[name="robots"]');

beforeEach(() => {
  jest.clearAllMocks();
  remotesRenderTheirIds();
  mocked.getAuthStatus.mockResolvedValue('logged-out');
});

describe('routing', () => {
  it('shows the 404 page for an unknown route, and Take Me Home goes home', async () => {
    const { router } = await renderShell('/no-such-page');
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take Me Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'marketing/LandingPage' })).toBeInTheDocument();
  });

  it('loads the generation page from the studio remote for a signed-in user', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    mocked.getAccountInfo.mockResolvedValue(account(false));
    await renderShell('/gen');
    expect(await screen.findByRole('heading', { name: 'studio/GenPage' })).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('loads each public page from its remote', async () => {
    await renderShell('/login?r=abc');
    expect(await screen.findByRole('heading', { name: 'onboarding/LoginPage' })).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('redirects a logged-out visitor of a protected route to login with the base64 return path', async () => {
    const { router } = await renderShell('/account?tab=credits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const r = new URLSearchParams(router.state.location.search).get('r');
    expect(decodeBase64Param(r)).toBe('/account?tab=credits');
    expect(mocked.loadRemote).not.toHaveBeenCalledWith('commerce/AccountPage');
  });

  it('shows a protected page to a signed-in user, marked noindex, without the admin panel for non-admins', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    mocked.getAccountInfo.mockResolvedValue(account(false));
    await renderShell('/account');
    expect(await screen.findByRole('heading', { name: 'commerce/AccountPage' })).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
    await waitFor(() => expect(mocked.getAccountInfo).toHaveBeenCalled());
    expect(mocked.loadRemote).not.toHaveBeenCalledWith('admin/AdminPanel');
  });

  it('passes the admin remote panel into the account page for admins', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    mocked.getAccountInfo.mockResolvedValue(account(true));
    await renderShell('/account');
    expect(await screen.findByRole('heading', { name: 'admin/AdminPanel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'commerce/AccountPage' })).toBeInTheDocument();
  });

  describe('admin route', () => {
    it('sends logged-out visitors to login', async () => {
      const { router } = await renderShell('/system-status');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(decodeBase64Param(new URLSearchParams(router.state.location.search).get('r'))).toBe('/system-status');
    });

    it('sends signed-in non-admins home without loading the admin remote', async () => {
      mocked.getAuthStatus.mockResolvedValue('logged-in');
      mocked.getAccountInfo.mockResolvedValue(account(false));
      const { router } = await renderShell('/system-status');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(mocked.loadRemote).not.toHaveBeenCalledWith('admin/SystemStatusPage');
    });

    it('shows the page to admins', async () => {
      mocked.getAuthStatus.mockResolvedValue('logged-in');
      mocked.getAccountInfo.mockResolvedValue(account(true));
      await renderShell('/system-status');
      expect(await screen.findByRole('heading', { name: 'admin/SystemStatusPage' })).toBeInTheDocument();
    });
  });
});
