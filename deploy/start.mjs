// `npm start`: builds any frontend that is missing or out of date, then runs the server, which serves
// the API, the shell and every remote on one port (http://localhost:3000 by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontends } from './build-frontends.mjs';
import { ROOT } from './frontends.mjs';

buildFrontends();
const server = spawn('npx', ['tsx', path.join('server', 'src', 'main.ts')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
