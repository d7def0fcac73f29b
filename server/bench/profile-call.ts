/**
 * CPU profile of one signed-in call under load (autocannon, 10 connections), written as a
 * .cpuprofile for DevTools: `tsx bench/profile-call.ts <pglite|postgres> <call path> <out file>`.
 * Only the loaded window is profiled (not the boot or the migrations).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { measure, runBenchmark, signIn, withBenchServer, type DatabaseKind } from './bench-kit.js';

const [kind = 'pglite', call = 'auth-service/account-info', out = 'call.cpuprofile'] = process.argv.slice(2);

runBenchmark(async () => {
  await withBenchServer(kind as DatabaseKind, 'profile', { ROLE: 'web' }, async (server) => {
    const { cookie } = await signIn(server, 'single');
    const url = `${server.url}/ai-photographer/${call}`;
    await measure({ url, connections: 10, duration: 2, headers: { cookie } }); // warm-up
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await measure({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 5), headers: { cookie } });
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(out, JSON.stringify(profile));
    console.log(kind, call, result);
  });
});
