/**
 * The load benchmark's tables (calls, processes, queue over time), its targets, and its reading of what
 * saturates first: each resource's busiest share while the users ran, highest first.
 */
import { percentile } from './call-recorder.js';
import type { PhaseResult, Sample } from './load-phase.js';

const POOL_SIZE = 10; // pg pool `max` per process (src/infra/db/database.ts)
const CORES = 2;
const round = (n: number, digits = 0) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : '');
const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const max = (values: number[]) => (values.length ? Math.max(...values) : NaN);
const SERVER_PROCESSES = ['web-1', 'web-2', 'worker-1', 'worker-2'];

export function printCalls(result: PhaseResult): void {
  console.table(result.recorder.summary(result.settings.seconds).map((row) => ({
    call: row.call, count: row.count, 'req/s': round(row.rps, 1), 'p50 ms': round(row.p50), 'p99 ms': round(row.p99), 'max ms': round(row.max), errors: row.errors,
  })));
  for (const sample of result.recorder.errorSamples) console.log(`  error: ${sample}`);
}

const during = (result: PhaseResult): Sample[] => result.samples.slice(0, result.loadSamples);
const activeOf = (sample: Sample, name: string) => sample.connections[name]?.active ?? 0;

export function printProcesses(result: PhaseResult): void {
  const samples = during(result);
  const names = Object.keys(samples[0]?.processes ?? {});
  console.table(names.map((name) => {
    const cpu = samples.map((s) => s.processes[name]?.cpu ?? 0);
    const rss = result.samples.map((s) => s.processes[name]?.rssMb ?? 0);
    const loop = result.loopDelays[name] ?? [];
    const server = SERVER_PROCESSES.includes(name);
    return {
      process: name, 'CPU avg %': round(avg(cpu)), 'CPU max %': round(max(cpu)),
      'loop thread runs %': round(avg(samples.map((s) => s.processes[name]?.mainRun ?? 0))),
      'loop thread waits for a core %': round(avg(samples.map((s) => s.processes[name]?.cpuWait ?? 0))), 'RSS avg MB': round(avg(rss)), 'RSS max MB': round(max(rss)),
      'loop delay p99 avg ms': server ? round(avg(loop.map((l) => l.p99))) : '', 'loop delay max ms': server ? round(max(loop.map((l) => l.max))) : '',
      'db conns active avg': server ? round(avg(samples.map((s) => activeOf(s, name))), 1) : '',
      'db conns active max': server ? max(samples.map((s) => activeOf(s, name))) : '',
    };
  }));
  const calls = result.recorder.summary(result.settings.seconds).at(-1)!.count;
  const webCpuS = ['web-1', 'web-2'].reduce((sum, name) => sum + avg(samples.map((s) => s.processes[name]?.cpu ?? 0)) / 100, 0) * result.settings.seconds;
  const drain = result.samples.slice(result.loadSamples);
  const workerCpuS = ['worker-1', 'worker-2'].reduce((sum, name) => sum + drain.reduce((total, s) => total + (s.processes[name]?.cpu ?? 0) / 100, 0), 0);
  const scored = result.jobsDrained['image.likeness'] ?? 0;
  console.log(`web CPU per answered call (this mix): ${round((webCpuS * 1000) / Math.max(1, calls), 1)} ms`
    + (scored > 0 && scored >= 0.9 * Object.values(result.jobsDrained).reduce((a, b) => a + b, 0) ? `; worker CPU per likeness score (the drain, scoring only): ${round((workerCpuS * 1000) / scored)} ms` : ''));
  console.log(`PostgreSQL backends of this database: CPU avg ${round(avg(samples.map((s) => s.cpu)))} %, max ${round(max(samples.map((s) => s.cpu)))} % of a core`);
}

/** The queue every `every` seconds: due jobs waiting (by name) and running. */
export function printQueue(result: PhaseResult, every = 5): void {
  const rows = result.samples.filter((_, i) => i % every === every - 1 || i === result.samples.length - 1).map((s, i, all) => {
    const waiting = Object.entries(s.queue.waiting);
    return {
      's': round(s.t), phase: result.samples.indexOf(s) < result.loadSamples ? 'users' : 'drain',
      waiting: waiting.reduce((sum, [, n]) => sum + n, 0), running: s.queue.running,
      'waiting by job': waiting.map(([name, n]) => `${name} ${n}`).join(', ') || (i === all.length - 1 ? 'empty' : ''),
    };
  });
  console.table(rows);
  const done = result.jobsDone.map((j) => `${j.name} ${j.count} in ${j.spanS.toFixed(1)} s (${(j.count / Math.max(j.spanS, 0.001)).toFixed(1)}/s)`);
  console.log(`jobs of the phase done, first enqueue to last finish: ${done.join('; ') || 'none'}`);
  console.log(`drained ${Number.isFinite(result.drainS) ? `${result.drainS.toFixed(1)} s` : 'NOT within the timeout'} after the users stopped`);
}

export interface Saturation {
  resource: string;
  /** Share of its capacity in use, averaged over the busiest quarter of the load samples. */
  busiest: number;
  evidence: string;
}

const busiestQuarter = (values: number[]) => avg([...values].sort((a, b) => b - a).slice(0, Math.max(1, Math.ceil(values.length / 4))));

/** CPU of the processes the benchmark runs (servers, s3rver, itself, the database's backends), % of one core. */
const oursOf = (sample: Sample) => Object.values(sample.processes).reduce((sum, p) => sum + p.cpu, 0) + sample.cpu;

/**
 * Each of our resources' busiest-quarter use as a share of its capacity, highest first: every process's
 * one thread, its database pool, the database's CPU, and the queue (the share of seconds in which due jobs
 * waited for a worker).
 */
export function saturation(result: PhaseResult): Saturation[] {
  const samples = during(result);
  const list: Saturation[] = [{
    resource: 'PostgreSQL CPU (backends of this database)', busiest: busiestQuarter(samples.map((s) => s.cpu)) / 100 / CORES,
    evidence: `CPU avg ${round(avg(samples.map((s) => s.cpu)))} % of a core`,
  }];
  for (const name of SERVER_PROCESSES) {
    const cpu = samples.map((s) => s.processes[name]?.cpu ?? 0);
    const loop = (result.loopDelays[name] ?? []).map((l) => l.p99);
    const wait = samples.map((s) => s.processes[name]?.cpuWait ?? 0);
    const run = samples.map((s) => s.processes[name]?.mainRun ?? 0);
    list.push({
      resource: `${name} CPU (one thread)`, busiest: busiestQuarter(cpu) / 100,
      evidence: `CPU avg ${round(avg(cpu))} %, event-loop delay p99 avg ${round(avg(loop))} ms, max ${round(max(loop))} ms`,
    });
    list.push({
      resource: `${name}'s event loop (runs or waits for a core)`, busiest: Math.min(1, busiestQuarter(run.map((r, i) => r + wait[i]!)) / 100),
      evidence: `runs ${round(avg(run))} % and waits for a core ${round(avg(wait))} % of the time, idle the rest`,
    });
    const active = samples.map((s) => activeOf(s, name));
    list.push({
      resource: `${name} database pool (${POOL_SIZE})`, busiest: busiestQuarter(active) / POOL_SIZE,
      evidence: `active connections avg ${round(avg(active), 1)}, max ${round(max(active))}, at ${POOL_SIZE} in ${active.filter((n) => n >= POOL_SIZE).length} of ${active.length} s`,
    });
  }
  const waiting = samples.map((s) => Object.values(s.queue.waiting).reduce((a, b) => a + b, 0));
  const byName = new Map<string, number>();
  for (const s of samples) for (const [name, n] of Object.entries(s.queue.waiting)) byName.set(name, Math.max(byName.get(name) ?? 0, n));
  list.push({
    resource: 'workers (due jobs waiting for one)', busiest: waiting.filter((n) => n > 0).length / Math.max(1, waiting.length),
    evidence: `jobs waited in ${waiting.filter((n) => n > 0).length} of ${waiting.length} s, at most ${round(max(waiting))} `
      + `(${[...byName].map(([name, n]) => `${name} ${n}`).join(', ') || 'none'}); drained ${round(result.drainS, 1)} s after the users stopped`,
  });
  return list.sort((a, b) => b.busiest - a.busiest);
}

export function printSaturation(result: PhaseResult, top = 5): void {
  const samples = during(result);
  const machine = avg(samples.map((s) => s.machineBusy));
  const ours = avg(samples.map(oursOf)) / CORES;
  console.log(`machine (${CORES} cores, shared): busy avg ${round(machine)} %, of which this benchmark's processes ${round(ours)} %,`
    + ` other work ${round(Math.max(0, machine - ours))} %`);
  console.table(saturation(result).slice(0, top).map((s) => ({ resource: s.resource, 'busiest quarter %': round(s.busiest * 100), evidence: s.evidence })));
}

export const READ_CALLS = ['gen-status', 'models', 'account-info'];

/** Per `windowS` seconds of the phase: calls answered, reads' and gen's p50/p99, the web processes' worst event-loop p99, the machine. */
export function printTimeline(result: PhaseResult, windowS = 10): void {
  const { events } = result.recorder;
  const began = result.began;
  const webLoops = ['web-1', 'web-2'].flatMap((name) => result.loopDelays[name] ?? []);
  const rows = [];
  for (let from = 0; from < Math.floor(result.settings.seconds); from += windowS) {
    const inWindow = <T extends { at?: number; t?: number }>(list: T[], at: (x: T) => number) => list.filter((x) => at(x) >= began + from * 1000 && at(x) < began + (from + windowS) * 1000);
    const calls = inWindow(events, (e) => e.at);
    const ms = (names: string[]) => calls.filter((e) => names.includes(e.call)).map((e) => e.ms).sort((a, b) => a - b);
    const reads = ms(READ_CALLS);
    const gens = ms(['gen (1 image)']);
    const samples = during(result).filter((s) => s.t > from && s.t <= from + windowS);
    rows.push({
      's': `${from}-${from + windowS}`, 'calls/s': round(calls.length / windowS, 1), 'sign-ins': calls.filter((e) => e.call === 'sign-in').length,
      'reads p50': round(percentile(reads, 50)), 'reads p99': round(percentile(reads, 99)), 'gen p50': round(percentile(gens, 50)), 'gen p99': round(percentile(gens, 99)),
      'web loop p99 max': round(max(inWindow(webLoops, (l) => l.t).map((l) => l.p99))), 'machine busy %': round(avg(samples.map((s) => s.machineBusy))),
      'ours %': round(avg(samples.map(oursOf)) / CORES), 'jobs waiting': round(max(samples.map((s) => Object.values(s.queue.waiting).reduce((a, b) => a + b, 0)))),
    });
  }
  console.table(rows);
}

/** The issue's targets for a phase: no errors, reads p99 ≤ 250 ms, gen p99 ≤ `genP99Ms` (unset: not a target). */
export function missedTargets(result: PhaseResult, genP99Ms?: number): string[] {
  const rows = result.recorder.summary(result.settings.seconds);
  const missed: string[] = [];
  const errors = result.recorder.errors;
  if (errors > 0) missed.push(`${result.settings.name}: ${errors} errors (target 0)`);
  for (const row of rows) {
    if (READ_CALLS.includes(row.call) && row.p99 > 250) missed.push(`${result.settings.name}: ${row.call} p99 ${row.p99.toFixed(0)} ms (target ≤ 250)`);
    if (genP99Ms !== undefined && row.call === 'gen (1 image)' && row.p99 > genP99Ms) {
      missed.push(`${result.settings.name}: gen p99 ${row.p99.toFixed(0)} ms (target ≤ ${genP99Ms})`);
    }
  }
  if (!Number.isFinite(result.drainS)) missed.push(`${result.settings.name}: packs or queue not done within ${result.settings.drainTimeoutS} s of the users' stop`);
  return missed;
}
