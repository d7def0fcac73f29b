import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderShell } from '../test/render-shell';
import { mocked } from '../test/mocks';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

const landing = { default: () => createElement('h1', null, 'Welcome') };

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getAuthStatus.mockResolvedValue('logged-out');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote page', () => {
  it('shows the error view when its remote cannot be loaded, and Retry really loads it again', async () => {
    mocked.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValueOnce(landing);
    await renderShell('/');

    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
    // The rest of the shell still works around the failed area.
    expect(screen.getByRole('link', { name: 'AI Photographer home' })).toBeInTheDocument();
    expect(mocked.loadRemote).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(mocked.loadRemote).toHaveBeenCalledTimes(2);
    expect(mocked.loadRemote).toHaveBeenLastCalledWith('marketing/LandingPage');
    expect(screen.queryByText('This part of the site could not be loaded')).toBeNull();
  });

  it('treats a module without a default export as a failed load', async () => {
    mocked.loadRemote.mockResolvedValue(null);
    await renderShell('/');
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
  });

  it('keeps the failure to its own route: navigating elsewhere loads the other remote', async () => {
    mocked.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'marketing/LandingPage') throw new Error('marketing is down');
      return { default: () => createElement('h1', null, id) };
    });
    const { router } = await renderShell('/');
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'onboarding/LoginPage' })).toBeInTheDocument();
    expect(screen.queryByText('This part of the site could not be loaded')).toBeNull();
  });
});
