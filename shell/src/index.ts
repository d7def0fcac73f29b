import { heroPainted, releaseScriptPreloads } from './runtime/hero-first';

// Only dynamic imports here: an async boundary, so Module Federation can negotiate the shared singletons
// before any of them runs. On a prerendered page the start-up begins once the hero image is painted: its
// files and first tasks would delay that paint (runtime/hero-first.ts).

/** Lets the browser run what waits (input, a frame) before the next part of the start-up. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's module code runs in two tasks instead of one long one: react-dom's first, then the
 * shell's with the router, styles and state it imports. (Written here rather than in a module of its own,
 * which was one more request and one more round trip before anything else could start.)
 */
async function start(element: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  // Named, so the build can announce it in index.html beside the other start-up files (deploy/prerender.mjs).
  const { mountShell } = await import(/* webpackChunkName: "start" */ './runtime/mount-shell');
  await mountShell(element);
}

void heroPainted(document).then(() => {
  releaseScriptPreloads(document);
  const root = document.getElementById('root');
  if (root) return start(root);
  return undefined;
});
