import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client/runtime';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

/**
 * Everything that must happen before any remote renders: where the API is, the runtime settings
 * every remote reads (base path, password salt, ...), and where each remote's files are.
 */
export async function startUp(): Promise<RemotesConfig> {
  const config = await fetchRemotesConfig();
  configureApi({ baseURL: config.apiBase });
  setRuntimeSettings(await fetchRuntimeConfig());
  // Entries may be relative to the site ("/remotes/x/mf-manifest.json"): the MF runtime wants absolute URLs.
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry: new URL(entry, document.baseURI).href })));
  return config;
}
