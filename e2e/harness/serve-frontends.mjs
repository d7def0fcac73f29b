// Serves the built shell (twice: a healthy one and one with a remote whose origin is down) and each
// remote from its own port, as separate deployments would be.
import fs from 'node:fs';
import path from 'node:path';
import { buildFrontends } from '../../deploy/build-frontends.mjs';
import { FRONTENDS } from '../../deploy/frontends.mjs';
import { readPrerenderedPages } from '../../deploy/prerender/page-html.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { BROKEN_SHELL_PORT, REMOTE_PORTS, SHELL_PORT, remotesMap } from './ports.mjs';

/** The legal pages the marketing remote ships, served at the site root where links point. */
function legalPages(dist) {
  return Object.fromEntries(['privacy-policy.html', 'terms-of-service.html'].map((p) => [`/${p}`, fs.readFileSync(path.join(dist, p), 'utf8')]));
}

buildFrontends(); // e2e runs against production builds, rebuilt when a source is newer
const shell = FRONTENDS.find((f) => f.pkg === 'shell');
// The public marketing pages as the server sends them: prerendered HTML, images beside the shell.
const marketing = FRONTENDS.find((f) => f.remote === 'marketing');
await startStaticServer({
  root: shell.dist, port: SHELL_PORT, host: 'localhost', spaFallback: true,
  extraFiles: { '/remotes.json': JSON.stringify(remotesMap()) },
  pages: { ...readPrerenderedPages(shell.dist), ...legalPages(marketing.dist) },
  mounts: { '/remotes/marketing/': marketing.dist },
});
await startStaticServer({
  root: shell.dist, port: BROKEN_SHELL_PORT, host: 'localhost', spaFallback: true,
  extraFiles: { '/remotes.json': JSON.stringify(remotesMap({ commerceDown: true })) },
});
for (const frontend of FRONTENDS.filter((f) => f.remote && REMOTE_PORTS[f.remote])) {
  await startStaticServer({ root: path.resolve(frontend.dist), port: REMOTE_PORTS[frontend.remote], host: 'localhost' });
}
console.log('frontends served');
