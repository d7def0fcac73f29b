import type { runtimeSettings } from 'api-client/runtime';
import { isRemotesConfig, type RemotesConfig } from './remotes-config';

type RuntimeConfig = ReturnType<typeof runtimeSettings>;

/** The element the server writes into every page it serves (server: site/static-site.http.ts). */
export const SITE_BOOTSTRAP_ID = 'site-bootstrap';

export interface InlineBootstrap {
  remotes: RemotesConfig;
  runtimeConfig: RuntimeConfig;
}

/**
 * The remotes map and the runtime settings the server wrote into the page, so the start-up begins without
 * two round trips (remotes.json, then runtime-config) before the page's own files. Null where the page has
 * none (a static host, the e2e harness's server) or it cannot be read: the start-up then fetches both.
 */
export function readInlineBootstrap(): InlineBootstrap | null {
  const text = document.getElementById(SITE_BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<InlineBootstrap>;
    const settings = value.runtimeConfig as Partial<RuntimeConfig> | undefined;
    if (!isRemotesConfig(value.remotes) || typeof settings?.basePath !== 'string' || typeof settings.passwordSalt !== 'string') return null;
    return value as InlineBootstrap;
  } catch {
    return null;
  }
}
