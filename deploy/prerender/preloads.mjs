// The scripts a prerendered page will certainly run, announced in its <head> so the browser fetches
// them in parallel with the shell's main.js instead of one after another (main → remotes.json →
// manifest → remoteEntry → page chunk).
import fs from 'node:fs';
import path from 'node:path';
import { FRONTENDS } from '../frontends.mjs';

const stats = (frontend) => JSON.parse(fs.readFileSync(path.join(frontend.dist, 'mf-stats.json'), 'utf8'));

/** The shell's own copies of the shared singletons: the host's versions are the ones every remote uses. */
function shellSharedScripts() {
  const shell = FRONTENDS.find((f) => f.pkg === 'shell');
  return stats(shell).shared.flatMap((shared) => shared.assets.js.sync);
}

/** The remote's entry and the synchronous chunks of the exposed page (URLs as the server lays them out). */
function remotePageScripts(remote, module) {
  const frontend = FRONTENDS.find((f) => f.remote === remote);
  const expose = stats(frontend).exposes.find((e) => e.path === module);
  if (!expose) throw new Error(`prerender: ${remote} does not expose ${module}`);
  return ['remoteEntry.js', ...expose.assets.js.sync].map((file) => `remotes/${remote}/${file}`);
}

/** @param {{ remote: string, module: string }} page */
export function scriptPreloads(page) {
  return [...new Set([...shellSharedScripts(), ...remotePageScripts(page.remote, page.module)])];
}
