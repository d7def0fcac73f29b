import { heroPainted, releaseScriptPreloads } from './hero-first';

/** A page as the prerender writes it: a hero image in the prerendered root, script preloads held back. */
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = '<template data-after-hero><link rel="preload" as="script" href="react.js"><link rel="preload" as="script" href="main-chunk.js"></template>';
  doc.body.innerHTML = html;
  return doc;
}

const HERO = '<div id="root" data-prerendered="/"><img src="hero.svg" fetchpriority="high" alt=""></div>';

function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  return Promise.resolve().then(() => Promise.resolve()).then(() => done);
}

describe('heroPainted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves at once on a page without a prerendered hero', async () => {
    expect(await settled(heroPainted(page('<div id="root"><img src="x.svg" fetchpriority="high" alt=""></div>')))).toBe(true);
    expect(await settled(heroPainted(page('<div id="root" data-prerendered="/help"><img src="x.svg" alt=""></div>')))).toBe(true);
  });

  it('waits for the hero to load, then for the frame that paints it', async () => {
    const doc = page(HERO);
    const hero = doc.querySelector('img') as HTMLImageElement;
    Object.defineProperty(hero, 'complete', { value: false });
    const painted = heroPainted(doc);
    expect(await settled(painted)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settled(painted)).toBe(false);
    jest.runAllTimers(); // the frame, or the frame's time limit where none comes (a hidden tab)
    expect(await settled(painted)).toBe(true);
  });

  it('does not keep the page from starting when the hero cannot load', async () => {
    const doc = page(HERO);
    const hero = doc.querySelector('img') as HTMLImageElement;
    Object.defineProperty(hero, 'complete', { value: false });
    const painted = heroPainted(doc);
    hero.dispatchEvent(new Event('error'));
    await settled(painted);
    jest.runAllTimers();
    expect(await settled(painted)).toBe(true);
  });
});

describe('releaseScriptPreloads', () => {
  it('puts the held-back script preloads in the head, once', () => {
    const doc = page(HERO);
    releaseScriptPreloads(doc);
    releaseScriptPreloads(doc);
    expect([...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['react.js', 'main-chunk.js']);
    expect(doc.querySelector('template')).toBeNull();
  });
});
