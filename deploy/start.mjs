// `npm start`: builds any frontend that is missing or out of date, then runs the server, which serves
// the API, the shell and every remote on one port (http://localhost:3000 by default).
import { buildFrontends } from './build-frontends.mjs';
import { spawnServerEntry } from './server-process.mjs';

buildFrontends();
const server = spawnServerEntry('main.ts');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
