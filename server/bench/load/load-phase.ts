/**
 * One measured phase of the load benchmark: the virtual users run for a fixed time (started over a short
 * ramp) while a sampler records, once a second, every process's CPU and memory, the machine's busy share,
 * the database's connections and CPU, and the job queue; then the phase waits for its packs and the queue
 * to drain (still sampling) and answers what it saw.
 */
import { CallRecorder } from './call-recorder.js';
import { createDatabaseSampler, type DatabaseSample } from './database-sampler.js';
import type { LoadCluster } from './load-cluster.js';
import { createMachineSampler, createProcessSampler, type ProcessSample } from './process-sampler.js';
import { runVirtualUser, type VirtualUserState } from './virtual-user.js';

export interface PhaseSettings {
  name: string;
  seconds: number;
  thinkMs: number;
  /** The users start one after another over this many seconds. */
  rampS: number;
  zipEvery: number;
  password: string;
  /** Longest wait for the packs and the queue after the users stop. */
  drainTimeoutS: number;
}

export interface Sample extends DatabaseSample {
  /** seconds since the phase began */
  t: number;
  processes: Record<string, ProcessSample>;
  machineBusy: number;
}

export interface PhaseResult {
  settings: PhaseSettings;
  recorder: CallRecorder;
  samples: Sample[];
  /** Samples up to here were taken while the users ran; the rest while the queue drained. */
  loadSamples: number;
  packGenerations: number[];
  /** Seconds from the users' stop until the packs were made and the queue was empty (NaN: timed out). */
  drainS: number;
  /** Date.now() at the phase's start. */
  began: number;
  loopDelays: Record<string, { t: number; p99: number; max: number }[]>;
  /** Jobs enqueued in the phase and done by the end of its drain: how many, and seconds from the first enqueue to the last finish. */
  jobsDone: { name: string; count: number; spanS: number }[];
  /** Jobs finished after the users stopped (while the queue drained), by name. */
  jobsDrained: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPhase(cluster: LoadCluster, users: VirtualUserState[], settings: PhaseSettings): Promise<PhaseResult> {
  const recorder = new CallRecorder();
  const pids = Object.fromEntries([
    ...cluster.processes.map((p) => [p.name, p.child.pid!] as const), ['s3rver', cluster.s3Pid], ['load generator', process.pid],
  ]);
  const sampleProcesses = createProcessSampler(pids);
  const sampleMachine = createMachineSampler();
  const sampleDatabase = createDatabaseSampler(cluster.db, cluster.databaseName);
  const samples: Sample[] = [];
  const began = Date.now();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sleep(1000);
      const database = await sampleDatabase();
      samples.push({ t: (Date.now() - began) / 1000, processes: sampleProcesses(), machineBusy: sampleMachine(), ...database });
    }
  })();

  const until = began + settings.seconds * 1000;
  const packGenerations: number[] = [];
  await Promise.all(users.map(async (state, i) => {
    await sleep((settings.rampS * 1000 * i) / users.length);
    await runVirtualUser(state, recorder, {
      until, thinkMs: settings.thinkMs, zipEvery: settings.zipEvery, password: settings.password,
      onPackStarted: (id) => packGenerations.push(id),
    });
  }));
  const loadSamples = samples.length;
  const stopped = Date.now();
  const elapsedS = (stopped - began) / 1000;

  let drainS = NaN;
  for (const deadline = stopped + settings.drainTimeoutS * 1000; Date.now() < deadline; await sleep(500)) {
    const { rows: [left] } = await cluster.db.query<{ running: number; due: number }>(`select
      (select count(*)::int from pack_generations where id = any($1) and status = 'running') as running,
      (select count(*)::int from jobs where status = 'running' or (status = 'queued' and run_at <= now())) as due`, [packGenerations]);
    if (left!.running === 0 && left!.due === 0) {
      drainS = (Date.now() - stopped) / 1000;
      break;
    }
  }
  sampling = false;
  await sampler;
  const { rows: jobsDone } = await cluster.db.query<{ name: string; count: number; spanS: number }>(`select name, count(*)::int as count,
    extract(epoch from max(finished_at) - min(created_at))::float as "spanS" from jobs
    where created_at >= $1 and status = 'done' group by name order by count desc`, [new Date(began)]);
  const { rows: drained } = await cluster.db.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from jobs where finished_at >= $1 and status = 'done' group by name`, [new Date(stopped)]);
  const jobsDrained = Object.fromEntries(drained.map((row) => [row.name, row.n]));
  const loopDelays = Object.fromEntries(cluster.processes.map((p) => [p.name, cluster.loopDelays(p.name).filter((line) => line.t >= began && line.t <= stopped)]));
  return { settings: { ...settings, seconds: elapsedS }, recorder, samples, loadSamples, packGenerations, drainS, loopDelays, jobsDone, jobsDrained, began };
}
