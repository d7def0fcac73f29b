import { routerBasename } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ runtimeSettings: jest.fn() }));

describe('routerBasename', () => {
  it('uses the root for an empty base path', () => {
    expect(routerBasename('')).toBe('/');
    expect(routerBasename('/')).toBe('/');
  });

  it('normalises a staging sub-path', () => {
    expect(routerBasename('/staging/')).toBe('/staging');
    expect(routerBasename('staging')).toBe('/staging');
  });
});
