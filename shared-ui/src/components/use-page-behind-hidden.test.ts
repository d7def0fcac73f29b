import { hideOutside } from './use-page-behind-hidden';

describe('hideOutside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hides every branch without a kept element, walks into the ones with one, and undoes exactly', () => {
    document.body.innerHTML = `
      <div id="app">
        <header id="nav"><a href="/">Home</a></header>
        <main id="main" aria-hidden="false"><a href="/gen">Gen</a></main>
        <div id="shell-extras"><span id="before"></span><div id="snackbar"></div></div>
      </div>
      <script id="script"></script>
      <div id="overlay"></div>
      <div id="already" aria-hidden="true" inert="custom"></div>`;
    const byId = (id: string) => document.getElementById(id)!;
    const undo = hideOutside([byId('overlay'), byId('snackbar')]);

    for (const id of ['nav', 'main', 'before', 'already']) {
      expect([id, byId(id).getAttribute('aria-hidden'), byId(id).hasAttribute('inert')]).toEqual([id, 'true', true]);
    }
    for (const id of ['app', 'shell-extras', 'snackbar', 'overlay', 'script']) {
      expect([id, byId(id).hasAttribute('aria-hidden'), byId(id).hasAttribute('inert')]).toEqual([id, false, false]);
    }

    undo();
    expect(byId('nav').hasAttribute('aria-hidden')).toBe(false);
    expect(byId('nav').hasAttribute('inert')).toBe(false);
    expect(byId('main').getAttribute('aria-hidden')).toBe('false');
    expect(byId('already').getAttribute('aria-hidden')).toBe('true');
    expect(byId('already').getAttribute('inert')).toBe('custom');
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  });
});
