import { getInstance } from '@module-federation/enhanced/runtime';
import { manifestMismatch } from './manifest-mismatch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  satisfy: jest.requireActual('@module-federation/runtime').satisfy,
}));

const MANIFEST = 'http://remotes.example/marketing/mf-manifest.json';

function federation(sharedUi: Record<string, { from: string }>) {
  return {
    options: { name: 'shell', remotes: [{ name: 'marketing', entry: MANIFEST }] },
    shareScopeMap: { default: { 'shared-ui/start-up': sharedUi, react: { '19.2.0': { from: 'shell' } } } },
  };
}

function manifest(shared: Array<{ name: string; requiredVersion: string | false }>) {
  globalThis.fetch = jest.fn(async () => ({ json: async () => ({ shared }) })) as unknown as typeof fetch;
}

describe('manifestMismatch', () => {
  it('names the shared package whose range the versions the shell provides do not meet', async () => {
    jest.mocked(getInstance).mockReturnValue(federation({ '0.5.0': { from: 'shell' }, '2.0.0': { from: 'marketing' } }) as never);
    manifest([{ name: 'react', requiredVersion: '^19.0.0' }, { name: 'shared-ui/start-up', requiredVersion: '>=2.0.0 <3.0.0' }]);
    expect(await manifestMismatch('marketing')).toEqual({ remote: 'marketing', pkg: 'shared-ui', loaded: '0.5.0', required: '>=2.0.0 <3.0.0' });
    expect(globalThis.fetch).toHaveBeenCalledWith(MANIFEST);
  });

  it('finds nothing when every range is met, or the manifest cannot be read', async () => {
    jest.mocked(getInstance).mockReturnValue(federation({ '0.5.0': { from: 'shell' } }) as never);
    manifest([{ name: 'shared-ui/start-up', requiredVersion: '>=0.4.0 <1.0.0' }, { name: 'react', requiredVersion: '^19.0.0' }]);
    expect(await manifestMismatch('marketing')).toBeNull();
    globalThis.fetch = jest.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch;
    expect(await manifestMismatch('marketing')).toBeNull();
    expect(await manifestMismatch('studio')).toBeNull();
  });
});
