import { readSiteBootstrap, type runtimeSettings } from 'api-client/runtime';
import { isRemotesConfig, type RemotesConfig } from './remotes-config';

type RuntimeConfig = ReturnType<typeof runtimeSettings>;

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
  const value = readSiteBootstrap() as Partial<InlineBootstrap> | null;
  const settings = value?.runtimeConfig as Partial<RuntimeConfig> | undefined;
  if (!isRemotesConfig(value?.remotes) || typeof settings?.basePath !== 'string' || typeof settings.passwordSalt !== 'string') return null;
  return value as InlineBootstrap;
}
