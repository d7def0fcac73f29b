/** How long a frame may take to come (none comes in a hidden tab): then the start-up goes on anyway. */
const FRAME_WAIT_MS = 50;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      // The frame's paint comes after this callback: a task later, it is done.
      setTimeout(resolve, 0);
    });
  });
}

/**
 * Resolves once the prerendered page's hero image (the one it marks `fetchpriority="high"`, its largest
 * paint) has loaded and been painted; at once where the page has none. The start-up's
 * first tasks (the shared modules' code, then hydration) hold the main thread for tens of milliseconds on a
 * phone: run before the hero is painted, they delayed its paint by as much (Lighthouse's LCP, 1.9-2.2 s).
 */
export function heroPainted(document: Document): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('#root[data-prerendered] img[fetchpriority="high"]');
  if (!hero) return Promise.resolve();
  if (hero.complete) return nextFrame();
  return new Promise<void>((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    // A hero that cannot load must not keep the page from starting.
    hero.addEventListener('error', () => resolve(), { once: true });
  }).then(nextFrame);
}

/**
 * Puts the page's script preloads, kept inert until its hero is painted (deploy/prerender/page-html.mjs),
 * in the head: they fetch the start-up's files in parallel instead of one after another as the start-up
 * finds them.
 */
export function releaseScriptPreloads(document: Document): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-after-hero]')) {
    document.head.append(template.content);
    template.remove();
  }
}
