// `npm run dev -w <package>`: rebuilds one frontend on change and serves it on its own port
// (package.json config.devPort). The remote's standalone host is at http://localhost:<port>/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from './static-server.mjs';

const dir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const port = Number(process.env.PORT ?? pkg.config?.devPort);
if (!port) throw new Error(`${pkg.name} has no config.devPort`);

const webpack = spawn('npx', ['webpack', '--watch', '--mode', 'development'], { cwd: dir, stdio: 'inherit' });
fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
await startStaticServer({ root: path.join(dir, 'dist'), port, host: '0.0.0.0', spaFallback: true });
console.log(`${pkg.name}: http://localhost:${port}/ (manifest: http://localhost:${port}/mf-manifest.json)`);
process.on('SIGINT', () => {
  webpack.kill();
  process.exit(0);
});
