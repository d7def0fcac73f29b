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
  exposes: [
    { assets: { js: { sync: ['__federation_expose_GenPage.1.js'], async: ['zod.abc.js', '762.bcrypt.js'] } } },
    { assets: { js: { sync: ['__federation_expose_ModelsPage.1.js'], async: ['zod.abc.js'] } } },
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
    await prefetchSharedOf('studio', [{ name: 'api-client' }, { name: 'shared-ui' }]);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith(MANIFEST_URL);
    expect(prefetched()).toEqual([
      'https://cdn.example.com/remotes/studio/818.abc.js',
      'https://cdn.example.com/remotes/studio/279.def.js',
      'https://cdn.example.com/remotes/studio/73.ui.js',
    ]);
  });

  it('adds the named library chunks the pages list, once each, and no other page file', async () => {
    await prefetchSharedOf('studio', [{ name: 'api-client', libraries: ['zod'] }]);
    expect(prefetched()).toEqual([
      'https://cdn.example.com/remotes/studio/818.abc.js',
      'https://cdn.example.com/remotes/studio/279.def.js',
      'https://cdn.example.com/remotes/studio/zod.abc.js',
    ]);
  });

  it('skips a package already loaded or loading from another build, with its libraries', async () => {
    const shareScopeMap = {
      default: {
        'api-client': { '0.1.0': { loaded: true } },
        'shared-ui': { '0.1.0': { loading: Promise.resolve() } },
      },
    };
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'studio', entry: MANIFEST_URL }] }, shareScopeMap } as never);
    await prefetchSharedOf('studio', [{ name: 'api-client', libraries: ['zod'] }, { name: 'shared-ui' }]);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  it('does nothing for a remote registered by its remoteEntry.js or not registered', async () => {
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'admin', entry: 'https://x/remoteEntry.js' }] } } as never);
    await prefetchSharedOf('admin', [{ name: 'api-client' }]);
    await prefetchSharedOf('nobody', [{ name: 'api-client' }]);
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
    expect(prefetched()).toHaveLength(4);
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
