import { fireEvent, render, screen } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client/runtime';
import { createElement } from 'react';
import { StartGate } from './start-gate';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({
  configureApi: jest.fn(),
  fetchRuntimeConfig: jest.fn(),
  setRuntimeSettings: jest.fn(),
  runtimeSettings: jest.fn(() => ({ basePath: '' })),
  getAuthStatus: jest.fn(async () => 'logged-out'),
  getAccountInfo: jest.fn(),
  onUnauthorized: jest.fn(),
  onCreditBalance: jest.fn(),
  // The page's bootstrap is read for real: these tests write it into the document.
  readSiteBootstrap: jest.requireActual('api-client/runtime').readSiteBootstrap,
}));
// The router itself is tested elsewhere; here only "the site rendered" matters.
jest.mock('../app/app', () => ({ App: () => createElement('p', null, 'site is running') }));

const runtimeConfig = {
  basePath: '',
  passwordSalt: '$2a$10$abcdefghijklmnopqrstuv',
  passwordSuffix: 'x',
  googleClientId: null,
  supportEmails: { payments: 'p@example.com', models: 'm@example.com' },
};
const remotesJson = {
  apiBase: 'http://localhost:3000',
  remotes: { marketing: 'http://localhost:4101/mf-manifest.json', admin: 'http://localhost:4105/mf-manifest.json' },
};

function answer(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(fetchRuntimeConfig).mockResolvedValue(runtimeConfig);
});
afterEach(() => jest.restoreAllMocks());

describe('start-up', () => {
  it('reads remotes.json beside the shell, configures the API and registers the remotes, then renders', async () => {
    fetchMock.mockResolvedValue(answer(remotesJson));
    render(createElement(StartGate));
    expect(await screen.findByText('site is running')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(new URL('remotes.json', document.baseURI).href);
    expect(configureApi).toHaveBeenCalledWith({ baseURL: 'http://localhost:3000' });
    expect(setRuntimeSettings).toHaveBeenCalledWith(runtimeConfig);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'http://localhost:4101/mf-manifest.json' },
      { name: 'admin', entry: 'http://localhost:4105/mf-manifest.json' },
    ]);
  });

  it('shows a full-page error with Retry when remotes.json cannot be loaded, and Retry starts again', async () => {
    fetchMock.mockResolvedValueOnce(answer('not found', 404)).mockResolvedValueOnce(answer(remotesJson));
    render(createElement(StartGate));
    expect(await screen.findByRole('alert')).toHaveTextContent('The site could not be loaded');
    expect(registerRemotes).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('site is running')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error page when the runtime configuration call fails', async () => {
    fetchMock.mockResolvedValue(answer(remotesJson));
    jest.mocked(fetchRuntimeConfig).mockRejectedValue(new Error('Network Error'));
    render(createElement(StartGate));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The remotes are registered (and the page's files asked for) beside the runtime-config request; no page renders.
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('site is running')).not.toBeInTheDocument();
  });

  it('rejects a remotes map of the wrong shape', async () => {
    fetchMock.mockResolvedValue(answer({ remotes: [] }));
    render(createElement(StartGate));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('with the remotes map and settings the server wrote into the page', () => {
    function writeBootstrap(value: unknown) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'site-bootstrap';
      script.textContent = JSON.stringify(value);
      document.head.append(script);
    }
    afterEach(() => document.getElementById('site-bootstrap')?.remove());

    it('starts from them without asking for remotes.json or runtime-config', async () => {
      writeBootstrap({ remotes: remotesJson, runtimeConfig });
      render(createElement(StartGate));
      expect(await screen.findByText('site is running')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith(new URL('remotes.json', document.baseURI).href, expect.anything());
      expect(fetchRuntimeConfig).not.toHaveBeenCalled();
      expect(configureApi).toHaveBeenCalledWith({ baseURL: 'http://localhost:3000' });
      expect(setRuntimeSettings).toHaveBeenCalledWith(runtimeConfig);
      expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'marketing', entry: 'http://localhost:4101/mf-manifest.json' }]));
    });

    it('fetches both when what the page holds is not a remotes map and settings', async () => {
      writeBootstrap({ remotes: { remotes: [] }, runtimeConfig });
      fetchMock.mockResolvedValue(answer(remotesJson));
      render(createElement(StartGate));
      expect(await screen.findByText('site is running')).toBeInTheDocument();
      expect(fetchMock.mock.calls[0]?.[0]).toBe(new URL('remotes.json', document.baseURI).href);
      expect(fetchRuntimeConfig).toHaveBeenCalledTimes(1);
    });
  });
});
