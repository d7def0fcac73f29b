import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../routes/route-table';

// Pages take few or no props; the shell passes the ones a convention names (e.g. adminPanel).
export type PageComponent = ComponentType<any>;

/** 'marketing' + './LandingPage' → 'marketing/LandingPage', the id the MF runtime expects. */
export function remoteId({ remote, module }: RemoteModule): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/** Fetches one exposed page; rejects when the remote's files cannot be loaded. */
export async function loadPage(target: RemoteModule): Promise<{ default: PageComponent }> {
  const id = remoteId(target);
  const loaded = await loadRemote<{ default?: PageComponent }>(id);
  if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no default export`);
  return { default: loaded.default };
}

// Pages loaded before the first render (hydration of a prerendered page, and the prerender itself):
// RemotePage renders them at once instead of suspending, so the first render matches the HTML.
const preloaded = new Map<string, PageComponent>();

export async function preloadPage(target: RemoteModule): Promise<PageComponent> {
  const page = (await loadPage(target)).default;
  preloaded.set(remoteId(target), page);
  return page;
}

export function preloadedPage(target: RemoteModule): PageComponent | undefined {
  return preloaded.get(remoteId(target));
}
