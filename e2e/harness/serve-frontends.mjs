// Serves the built shell (twice: a healthy one and one with a remote whose origin is down) and each
// remote from its own port, as separate deployments would be.
import path from 'node:path';
import { buildFrontends } from '../../deploy/build-frontends.mjs';
import { FRONTENDS } from '../../deploy/frontends.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { BROKEN_SHELL_PORT, REMOTE_PORTS, SHELL_PORT, remotesMap } from './ports.mjs';

buildFrontends(); // e2e runs against production builds, rebuilt when a source is newer
const shell = FRONTENDS.find((f) => f.pkg === 'shell');
await startStaticServer({
  root: shell.dist, port: SHELL_PORT, host: 'localhost', spaFallback: true,
  extraFiles: { '/remotes.json': JSON.stringify(remotesMap()) },
});
await startStaticServer({
  root: shell.dist, port: BROKEN_SHELL_PORT, host: 'localhost', spaFallback: true,
  extraFiles: { '/remotes.json': JSON.stringify(remotesMap({ commerceDown: true })) },
});
for (const frontend of FRONTENDS.filter((f) => f.remote && REMOTE_PORTS[f.remote])) {
  await startStaticServer({ root: path.resolve(frontend.dist), port: REMOTE_PORTS[frontend.remote], host: 'localhost' });
}
console.log('frontends served');
