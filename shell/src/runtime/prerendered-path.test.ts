import { hydratableRoute } from './prerendered-path';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ runtimeSettings: jest.fn() }));

function root(prerendered?: string, basePath = ''): HTMLElement {
  const element = document.createElement('div');
  if (prerendered !== undefined) {
    element.dataset.prerendered = prerendered;
    element.dataset.basePath = basePath;
  }
  return element;
}

describe('hydratableRoute', () => {
  it('hydrates the public route the markup was prerendered for', () => {
    expect(hydratableRoute(root('/'), '', '/')).toMatchObject({ path: '/', remote: 'marketing', module: './LandingPage' });
  });

  it('renders afresh when there is no prerendered markup, or it is for another path', () => {
    expect(hydratableRoute(root(), '', '/')).toBeNull();
    expect(hydratableRoute(root('/'), '', '/login')).toBeNull();
  });

  it('renders afresh when the site runs under a base path the markup was not rendered for', () => {
    expect(hydratableRoute(root('/'), '/staging', '/staging/')).toBeNull();
    expect(hydratableRoute(root('/', '/staging'), '/staging', '/staging')).toMatchObject({ path: '/' });
  });

  it('never hydrates a protected route', () => {
    expect(hydratableRoute(root('/account'), '', '/account')).toBeNull();
  });
});
