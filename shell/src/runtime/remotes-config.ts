/** The runtime remotes map served beside the shell: deploying a remote changes this file, not the shell. */
export interface RemotesConfig {
  /** Origin of the API server; '' when the API is served by the site's own origin. */
  apiBase: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /**
   * Remote name → Subresource Integrity hash of its entry script ('sha384-…'), written by deploy:remote: the
   * browser refuses an entry whose bytes differ (a CDN serving something else). Optional: older maps have none.
   */
  integrity?: Record<string, string>;
  /** Remote name → URL of the same build's mf-manifest.json on a second origin, loaded when the first fails. */
  backups?: Record<string, string>;
}

/** remotes.json sits beside the shell's own files, wherever they are served from. */
export function remotesConfigUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return new URL('remotes.json', new URL(publicPath || './', document.baseURI)).href;
}

export function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (typeof record.apiBase !== 'string') return false;
  const remotes = record.remotes;
  if (!remotes || typeof remotes !== 'object') return false;
  return [remotes, record.integrity ?? {}, record.backups ?? {}].every(isStringRecord);
}

function isStringRecord(value: unknown): boolean {
  return Boolean(value) && typeof value === 'object' && Object.values(value as object).every((entry) => typeof entry === 'string' && entry.length > 0);
}

export async function fetchRemotesConfig(url: string = remotesConfigUrl()): Promise<RemotesConfig> {
  // Never cached: a deploy repoints remotes by rewriting this file.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesConfig(body)) throw new Error(`${url} is not a valid remotes map`);
  return body;
}
