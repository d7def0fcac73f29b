// Stands in for '@module-federation/enhanced/runtime' in the prerender build: in Node the page modules
// are compiled in from their source folders, so "loading a remote" is a lookup.
// 'prerender-pages' is written by deploy/prerender.mjs (the exposed modules of the prerendered remotes).
import { PAGE_MODULES } from 'prerender-pages';

export async function loadRemote<T>(id: string): Promise<T | null> {
  const page = PAGE_MODULES[id];
  if (!page) throw new Error(`prerender: no module ${id} (is it exposed by its remote's webpack.config.js?)`);
  return page as T;
}

export function registerRemotes(): void {
  /* nothing to register: see loadRemote */
}
