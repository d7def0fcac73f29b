import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderShell } from '../test/render-shell';
import { mocked } from '../test/mocks';
import { REMOTE_LOAD_FAILED_MESSAGE, REMOTE_VERSION_MISMATCH_MESSAGE } from './remote-error-view';

// No federation instance: a failure's manifest is not consulted (manifest-mismatch.test.ts covers that).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), getInstance: jest.fn(() => null) }));
jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

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

  it('says why when the remote does not accept a shared singleton the shell loaded, and offers a page reload', async () => {
    // The Module Federation runtime's own error for a strict singleton outside the remote's range.
    // The share key is the entry the remote imports (shared-ui/start-up); the view names the package.
    const mismatch = new Error(
      '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module shared-ui/start-up does not satisfy the requirement of marketing which needs >=1.0.0 <2.0.0)',
    );
    mocked.loadRemote.mockRejectedValue(mismatch);
    await renderShell('/');

    expect(await screen.findByText(REMOTE_VERSION_MISMATCH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('marketing needs shared-ui >=1.0.0 <2.0.0; this site has 0.1.0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // Retrying in place would only fail the same way.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(REMOTE_LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('names the remote when the runtime cannot (a remote built without fallbacks is "undefined" in its message)', async () => {
    mocked.loadRemote.mockRejectedValue(new Error(
      '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module shared-ui/start-up does not satisfy the requirement of undefined which needs >=1.0.0 <2.0.0)',
    ));
    await renderShell('/');
    expect(await screen.findByText('marketing needs shared-ui >=1.0.0 <2.0.0; this site has 0.1.0.')).toBeInTheDocument();
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
