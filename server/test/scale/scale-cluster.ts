import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  name: string;
  role: 'web' | 'worker';
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** A free loopback port, found by letting the system pick one and giving it back. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node src/main.ts` (tsx as a loader, one process per server, so kill -9 really kills it) with
 * ROLE and PORT set; its output goes to `<logDir>/<name>.log`. `preload`: more modules for `--import`
 * (the load benchmark's event-loop probe).
 */
export async function startServerProcess(
  name: string, role: 'web' | 'worker', env: Record<string, string>, logDir: string, preload: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, path.join(SERVER_DIR, 'src', 'main.ts')], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, role, url: `http://127.0.0.1:${port}`, child, exited };
}

/** Waits until the process answers /healthz (web and worker processes both listen). */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode} before it was healthy (see its log)`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${server.name} not healthy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, then the exit code (SIGKILL after `graceMs` if it hangs: the test must still end). */
export async function stopGracefully(server: ServerProcess, graceMs = 20_000): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
