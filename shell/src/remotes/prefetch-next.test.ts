import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { nextLikelyPage, prefetchOnIntent, prefetchShared, prefetchWhenIdle } from './prefetch-next';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(), preloadRemote: jest.fn() }));

const runNow = (callback: () => void) => callback();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  jest.mocked(loadShare).mockReset().mockResolvedValue(() => ({}));
});

describe('nextLikelyPage', () => {
  it('leads a landing page into onboarding; other pages prefetch on intent', () => {
    expect(nextLikelyPage('/')).toEqual({ remote: 'onboarding', module: './OnboardingPage' });
    expect(nextLikelyPage('/gen')).toBeNull();
    expect(nextLikelyPage('/account')).toBeNull();
  });
});

describe('prefetchOnIntent', () => {
  it("fetches the page behind a link at once (its query ignored), and nothing for a path outside the site's pages", async () => {
    prefetchOnIntent('/pricing?from=nav');
    prefetchOnIntent('/no-such-page');
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'commerce', exposes: ['./PricingPage'] }]);
  });
});

describe('prefetchShared', () => {
  it('loads each package through the share scope, without running it', async () => {
    const factory = jest.fn();
    jest.mocked(loadShare).mockResolvedValue(factory);
    await prefetchShared(['api-client', 'shared-ui']);
    expect(loadShare).toHaveBeenCalledWith('api-client');
    expect(loadShare).toHaveBeenCalledWith('shared-ui');
    expect(factory).not.toHaveBeenCalled();
  });
});

describe('prefetchWhenIdle', () => {
  it("fetches the remote's page, the API contract and shared-ui's full entry, once", async () => {
    prefetchWhenIdle({ remote: 'studio', module: './GenPage' }, runNow);
    prefetchWhenIdle({ remote: 'studio', module: './GenPage' }, runNow);
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'studio', exposes: ['./GenPage'] }]);
    expect(jest.mocked(loadShare).mock.calls.map(([name]) => name)).toEqual(['api-client', 'shared-ui']);
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
