import fs from 'node:fs/promises';

export const REMOTE_NAMES = ['marketing', 'onboarding', 'studio', 'commerce', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemotesMap {
  /** Origin of the API; '' when the API serves the shell itself. */
  apiBase: string;
  remotes: Record<RemoteName, string>;
  /** Remote → SRI hash of its entry script, written by deploy:remote; the shell puts it on the script tag. */
  integrity?: Partial<Record<RemoteName, string>>;
  /** Remote → the same build's manifest on a second origin, which the shell loads when the first fails. */
  backups?: Partial<Record<RemoteName, string>>;
}

/**
 * The runtime remotes map the shell reads beside itself. A deploy points a remote at a new build by
 * editing this document (REMOTES_JSON); by default every remote is served by this server.
 */
export async function loadRemotesMap(basePath: string, remotesJsonFile?: string): Promise<RemotesMap> {
  if (remotesJsonFile) return JSON.parse(await fs.readFile(remotesJsonFile, 'utf8')) as RemotesMap;
  // The admin remote loads by script tag (remoteEntry.js), which carries the session cookie its files need.
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${basePath}/remotes/${name}/${name === 'admin' ? 'remoteEntry.js' : 'mf-manifest.json'}`]),
  ) as Record<RemoteName, string>;
  return { apiBase: '', remotes };
}
