import { getInstance, preloadRemote } from '@module-federation/enhanced/runtime';
import { nextLikelyPage, prefetchSharedOf, prefetchWhenIdle } from './prefetch-next';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), preloadRemote: jest.fn() }));

const runNow = (callback: () => void) => callback();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const MANIFEST_URL = 'https://cdn.example.com/remotes/studio/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto' },
  shared: [
    { name: 'react', assets: { js: { sync: ['react.1.js'] } } },
    { name: 'api-client', assets: { js: { sync: ['818.abc.js', '279.def.js'] } } },
    { name: 'shared-ui', assets: { js: { sync: ['73.ui.js'] } } },
  ],
};
const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

beforeEach(() => {
  document.head.innerHTML = '';
  jest.mocked(preloadRemote).mockResolvedValue(undefined);
  jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'studio', entry: MANIFEST_URL }] } } as never);
  global.fetch = jest.fn(async () => ({ json: async () => manifest })) as never;
});

describe('nextLikelyPage', () => {
  it('leads a landing page into onboarding and gen into pricing', () => {
    expect(nextLikelyPage('/')).toEqual({ remote: 'onboarding', module: './OnboardingPage' });
    expect(nextLikelyPage('/gen')).toEqual({ remote: 'commerce', module: './PricingPage' });
    expect(nextLikelyPage('/account')).toBeNull();
  });
});

describe('prefetchSharedOf', () => {
  it("adds prefetch links for the packages' files, beside the remote's manifest, read once", async () => {
    await prefetchSharedOf('studio', ['api-client', 'shared-ui']);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith(MANIFEST_URL);
    expect(prefetched()).toEqual([
      'https://cdn.example.com/remotes/studio/818.abc.js',
      'https://cdn.example.com/remotes/studio/279.def.js',
      'https://cdn.example.com/remotes/studio/73.ui.js',
    ]);
  });

  it('does nothing for a remote registered by its remoteEntry.js or not registered', async () => {
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'admin', entry: 'https://x/remoteEntry.js' }] } } as never);
    await prefetchSharedOf('admin', ['api-client']);
    await prefetchSharedOf('nobody', ['api-client']);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });
});

describe('prefetchWhenIdle', () => {
  it("fetches the remote's page, the API contract and shared-ui's full entry, once", async () => {
    prefetchWhenIdle({ remote: 'studio', module: './GenPage' }, runNow);
    prefetchWhenIdle({ remote: 'studio', module: './GenPage' }, runNow);
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'studio', exposes: ['./GenPage'] }]);
    expect(prefetched()).toHaveLength(3);
  });

  it('tries again on a later page when a prefetch failed', async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('offline'));
    prefetchWhenIdle({ remote: 'admin', module: './AdminPage' }, runNow);
    await settle();
    prefetchWhenIdle({ remote: 'admin', module: './AdminPage' }, runNow);
    await settle();
    expect(jest.mocked(preloadRemote).mock.calls.filter(([targets]) => targets[0]?.nameOrAlias === 'admin')).toHaveLength(2);
  });
});
