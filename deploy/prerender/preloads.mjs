// The scripts a prerendered page will certainly run, announced in its <head> so the browser fetches
// them in parallel with the shell's main.js instead of one after another (main → remotes.json →
// manifest → remoteEntry → page chunk).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONTENDS } from '../frontends.mjs';

const { PROVIDED_FOR_REMOTES } = createRequire(import.meta.url)('../../webpack.common.js');

const stats = (frontend) => JSON.parse(fs.readFileSync(path.join(frontend.dist, 'mf-stats.json'), 'utf8'));

/** The exposed page's entry in its remote's stats. */
function exposeOf(remote, module) {
  const frontend = FRONTENDS.find((f) => f.remote === remote);
  const expose = stats(frontend).exposes.find((e) => e.path === module);
  if (!expose) throw new Error(`prerender: ${remote} does not expose ${module}`);
  return expose;
}

/**
 * The shell's own copies of the shared singletons the page runs: the host's versions are the ones every remote
 * uses. Of the entries the shell provides only for the remotes (webpack.common.js: the full api-client and
 * shared-ui, the promises), those the page itself requires (the landing page's promises).
 */
function shellSharedScripts(expose) {
  const shell = FRONTENDS.find((f) => f.pkg === 'shell');
  const runs = (shared) => !PROVIDED_FOR_REMOTES.includes(shared.name) || expose.requires.includes(shared.name);
  return stats(shell).shared.filter(runs).flatMap((shared) => shared.assets.js.sync);
}

/** The remote's entry and the synchronous chunks of the exposed page (URLs as the server lays them out). */
function remotePageScripts(remote, expose) {
  return ['remoteEntry.js', ...expose.assets.js.sync].map((file) => `remotes/${remote}/${file}`);
}

/** @param {{ remote: string, module: string }} page */
export function scriptPreloads(page) {
  const expose = exposeOf(page.remote, page.module);
  return [...new Set([...shellSharedScripts(expose), ...remotePageScripts(page.remote, expose)])];
}

/**
 * The files every page that is not prerendered runs before anything else: the shell's shared singletons (react
 * with the router, styled-components and jotai; shared-ui's and api-client's start-up entries) and its own start
 * chunk. Announced in index.html, they download beside main.js instead of after it has run (issue 31: /gen's LCP).
 */
export function startUpPreloads() {
  const shell = FRONTENDS.find((f) => f.pkg === 'shell');
  const start = fs.readdirSync(shell.dist).filter((file) => /^start\.[0-9a-f]+\.js$/.test(file));
  if (start.length !== 1) throw new Error(`prerender: expected one start chunk in ${shell.dist}, found ${start.length}`);
  return [...new Set([...shellSharedScripts({ requires: [] }), ...start])];
}
