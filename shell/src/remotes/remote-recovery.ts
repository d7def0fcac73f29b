import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '../runtime/remotes-config';
import { versionMismatch } from './version-mismatch';

/**
 * The waits before each new try of a remote that failed to load: a blip at the origin (a restart, a dropped
 * connection) passes within them; a visitor waits at most their sum before the backup origin or the error view.
 */
export const RETRY_DELAYS_MS = [300, 1000] as const;

/** The entry script's file name in every remote's build (webpack.common.js). */
const ENTRY_FILE = 'remoteEntry.js';

/**
 * A failure to fetch the remote's files, which another try or origin can fix: its manifest (RUNTIME-003), its
 * entry script (RUNTIME-008: unreachable, or refused by its integrity hash) or a chunk (webpack's ChunkLoadError).
 * Not an error the module's own code threw: a second try would find webpack's half-run module in its cache
 * and hide the error instead of fixing it.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /#RUNTIME-00[38]\b|Loading chunk \S+ failed|Failed to fetch/.test(error.message);
}

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

interface Origin {
  loadRemote: (id: string) => Promise<unknown>;
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  options: { remotes: { name: string; entry?: string }[] };
}

/**
 * The shell's Module Federation runtime plugin for the remotes map's promises beyond "where":
 * - integrity: a remote's entry script gets the map's Subresource Integrity hash, so the browser refuses
 *   an entry whose bytes are not the deployed build's (the load then fails like an unreachable one);
 * - recovery: a remote module that fails to load is tried again after each of RETRY_DELAYS_MS, then from the
 *   remote's backup origin when the map names one, before the failure reaches the page (its error view).
 *   Only a failure to fetch is retried (isLoadFailure): not a shared-version mismatch, which no second try can
 *   change, nor an error the module threw.
 */
export function remoteRecoveryPlugin(config: RemotesConfig, { delays = RETRY_DELAYS_MS, wait = sleep }: { delays?: readonly number[]; wait?: Sleep } = {}): ModuleFederationRuntimePlugin {
  // Loads being recovered: the tries this plugin makes fail through this same hook, which must let them.
  const recovering = new Set<string>();

  async function recover(id: string, error: unknown, origin: Origin): Promise<unknown> {
    const remote = id.split('/')[0] ?? '';
    if (recovering.has(id) || !isLoadFailure(error) || versionMismatch(error)) return undefined;
    recovering.add(id);
    try {
      for (const delay of delays) {
        await wait(delay);
        const module = await origin.loadRemote(id).catch(() => undefined);
        if (module) return module;
      }
      const backup = config.backups?.[remote];
      if (!backup) return undefined;
      const entry = new URL(backup, document.baseURI).href;
      // From now on every page of this remote comes from the backup (another page may have switched it already).
      if (origin.options.remotes.find((r) => r.name === remote)?.entry !== entry) origin.registerRemotes([{ name: remote, entry }], { force: true });
      return (await origin.loadRemote(id).catch(() => undefined)) ?? undefined;
    } finally {
      recovering.delete(id);
    }
  }

  return {
    name: 'remote-recovery',
    createScript({ url, remoteInfo }) {
      const hash = remoteInfo?.name ? config.integrity?.[remoteInfo.name] : undefined;
      if (!hash || new URL(url, document.baseURI).pathname.split('/').pop() !== ENTRY_FILE) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = hash;
      // Integrity on another origin's script needs a CORS request (the remotes' origins answer with CORS).
      script.crossOrigin = 'anonymous';
      return script;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // 'onLoad' is loadRemote's own failure, whatever the step that failed (manifest, entry, module).
      if (lifecycle !== 'onLoad') return undefined;
      return recover(id, error, origin as unknown as Origin);
    },
  };
}
