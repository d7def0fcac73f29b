import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client/runtime';
import { keepCreditBalanceFromAnswers, startSessionCheck } from 'shared-ui/start-up';
import { remoteRecoveryPlugin } from '../remotes/remote-recovery';
import { pathWithinSite, startRouteLoads } from '../routes/route-start';
import { readInlineBootstrap } from './inline-bootstrap';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';
import { routerBasename } from './router-basename';

/**
 * Everything that must happen before any remote renders (read from the page when the server wrote it there): where the API is, the runtime settings
 * every remote reads (base path, password salt, ...), and where each remote's files are. Then the page the
 * visitor opened starts loading its files and first data (routes/route-start.ts). The site's entry (index.ts)
 * begins this as soon as main.js runs, while react-dom and the shell's own chunks are still on their way.
 */
export async function startUp(): Promise<RemotesConfig> {
  // The server writes both into the page it serves; a static host leaves them to be fetched.
  const inline = readInlineBootstrap();
  const config = inline?.remotes ?? (await fetchRemotesConfig());
  configureApi({ baseURL: config.apiBase });
  // The balance every answer carries is the one the navigation shows.
  keepCreditBalanceFromAnswers();
  // The session, asked now rather than after the first render: a protected page waits for it.
  startSessionCheck();
  // Each remote's entry checked against the map's integrity hash, and retried (then its backup) when it fails.
  registerPlugins([remoteRecoveryPlugin(config)]);
  // Entries may be relative to the site ("/remotes/x/mf-manifest.json"): the MF runtime wants absolute URLs.
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry: new URL(entry, document.baseURI).href })));
  // The server gives every page a <base href> of its base path (the runtime settings' basePath), so the page is
  // known before those settings arrive: its loads go out beside the runtime-config request.
  startRouteLoads(pathWithinSite(window.location.pathname, routerBasename(new URL(document.baseURI).pathname)));
  setRuntimeSettings(inline?.runtimeConfig ?? (await fetchRuntimeConfig()));
  return config;
}
