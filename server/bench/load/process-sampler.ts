/**
 * What the load benchmark reads from /proc once a second: each process's resident memory, CPU share and
 * its event loop's wait for a core, and the whole machine's busy share (other work on a shared machine
 * shows there).
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface ProcessSample {
  rssMb: number;
  /** CPU over the last interval, % of one core. */
  cpu: number;
  /**
   * Share of the interval the main thread (the event loop) spent runnable but waiting for a core, %:
   * CPU contention, whoever causes it, as opposed to the thread's own work.
   */
  cpuWait: number;
  /** Share of the interval the main thread ran, %. */
  mainRun: number;
}

/** Nanoseconds the main thread ran and waited on a run queue (/proc/<pid>/schedstat). */
function readSchedNs(pid: number): { runNs: number; waitNs: number } | undefined {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ');
    return { runNs: Number(run), waitNs: Number(wait) };
  } catch {
    return undefined;
  }
}

function readTicks(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

function readRssMb(pid: number): number | undefined {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU ticks of all the given processes together (gone processes count nothing). */
export function ticksOf(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readTicks(pid) ?? 0), 0);
}

/** Each call answers the CPU % (of one core) each named process used since the previous call, and its RSS. */
export function createProcessSampler(processes: Record<string, number>) {
  const read = (pid: number) => ({ ticks: readTicks(pid) ?? 0, ...(readSchedNs(pid) ?? { runNs: 0, waitNs: 0 }) });
  let last = { at: performance.now(), counters: new Map(Object.entries(processes).map(([name, pid]) => [name, read(pid)])) };
  return (): Record<string, ProcessSample> => {
    const now = performance.now();
    const seconds = (now - last.at) / 1000;
    const samples: Record<string, ProcessSample> = {};
    const counters = new Map<string, ReturnType<typeof read>>();
    for (const [name, pid] of Object.entries(processes)) {
      const before = last.counters.get(name)!;
      const after = read(pid);
      counters.set(name, after);
      samples[name] = {
        rssMb: readRssMb(pid) ?? 0,
        cpu: ((after.ticks - before.ticks) / TICKS_PER_SECOND / seconds) * 100,
        cpuWait: ((after.waitNs - before.waitNs) / 1e9 / seconds) * 100,
        mainRun: ((after.runNs - before.runNs) / 1e9 / seconds) * 100,
      };
    }
    last = { at: now, counters };
    return samples;
  };
}

/** The machine's busy share (all cores) since the previous call, from /proc/stat. */
export function createMachineSampler() {
  const read = () => {
    const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const numbers = values.map(Number);
    const idle = numbers[3]! + (numbers[4] ?? 0);
    return { idle, total: numbers.reduce((a, b) => a + b, 0) };
  };
  let last = read();
  return (): number => {
    const now = read();
    const busy = 1 - (now.idle - last.idle) / Math.max(1, now.total - last.total);
    last = now;
    return busy * 100;
  };
}
