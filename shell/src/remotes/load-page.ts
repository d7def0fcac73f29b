import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../routes/route-table';

// Pages take few or no props; the shell passes the ones a convention names (e.g. adminPanel).
export type PageComponent = ComponentType<any>;

/** 'marketing' + './LandingPage' → 'marketing/LandingPage', the id the MF runtime expects. */
export function remoteId({ remote, module }: RemoteModule): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/**
 * Fetches the exposed page's files as soon as the remote's manifest is in: its remoteEntry.js and the page's
 * chunks together, where loading the page alone fetches the chunks only once remoteEntry.js has run. Nothing
 * runs; a failure costs nothing (loading the page reports it).
 */
export function preloadPageFiles(target: RemoteModule): void {
  Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: target.remote, exposes: [target.module] }]))
    .catch(() => undefined);
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

// Pages the start-up began loading (routes/route-start.ts), until they are in.
const loading = new Map<string, Promise<unknown>>();

export async function preloadPage(target: RemoteModule): Promise<PageComponent> {
  const id = remoteId(target);
  const load = loadPage(target).then(({ default: page }) => {
    preloaded.set(id, page);
    return page;
  });
  loading.set(id, load);
  try {
    return await load;
  } finally {
    if (loading.get(id) === load) loading.delete(id);
  }
}

export function preloadedPage(target: RemoteModule): PageComponent | undefined {
  return preloaded.get(remoteId(target));
}

/** The load of a page the start-up began, while it is still under way. */
export function pageLoading(target: RemoteModule): Promise<unknown> | undefined {
  return loading.get(remoteId(target));
}
