// The first check of a deploy: the build answers at its public URL as it was built. The manifest names the
// remote, its entry script is there, and the entry's bytes are the local build's (a CDN or an upload that
// serves something else is caught here, not by visitors). The entry's sha384 is what the map's integrity
// carries (the shell puts it on the entry's script tag: Subresource Integrity).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'mf-manifest.json';

/** 'sha384-…' of some bytes, as a script tag's integrity attribute takes it. */
export function sriHash(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The entry script's URL for a manifest at `manifestUrl` (publicPath 'auto': beside the manifest). */
export function entryUrlOf(manifestUrl, manifest) {
  const { remoteEntry, publicPath } = manifest.metaData ?? {};
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  return new URL(path.posix.join(remoteEntry.path ?? '', remoteEntry.name), new URL('./', base)).href;
}

/** How long an origin may take to answer before the check calls it unreachable. */
const FETCH_TIMEOUT_MS = 15_000;

async function fetchOk(url) {
  let response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${url} cannot be reached: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Fetches the manifest and entry of remote `name` at `url`; with `localDir`, the entry must be byte-identical
 * to the build there. Returns the manifest and the entry's integrity hash.
 * @param {{ name: string, url: string, localDir?: string }} options
 */
export async function checkReachable({ name, url, localDir }) {
  const manifest = await (await fetchOk(url)).json().catch(() => {
    throw new Error(`${url} is not JSON: not a federation manifest`);
  });
  if (manifest.name !== name) throw new Error(`${url} is the manifest of ${manifest.name ?? 'no remote'}, not ${name}`);
  const entryUrl = entryUrlOf(url, manifest);
  const entry = Buffer.from(await (await fetchOk(entryUrl)).arrayBuffer());
  const integrity = sriHash(entry);
  if (localDir) {
    const local = sriHash(fs.readFileSync(path.join(localDir, manifest.metaData.remoteEntry.name)));
    if (local !== integrity) throw new Error(`${entryUrl} is not the entry built in ${localDir} (its bytes differ: a stale or other upload)`);
  }
  return { manifest, entryUrl, integrity };
}

/** The live shell's own manifest: the shared versions it provides to every remote. */
export async function fetchShellManifest(site) {
  const url = new URL(MANIFEST_FILE, site.endsWith('/') ? site : `${site}/`).href;
  const manifest = await (await fetchOk(url)).json();
  if (!Array.isArray(manifest.shared)) throw new Error(`${url} is not the shell's federation manifest`);
  return manifest;
}
