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
