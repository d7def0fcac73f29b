/**
 * CPU spent per request during a run, which holds better than requests/s on a shared machine (another
 * process taking a core lowers the rate, not what each request costs): this process (server and
 * autocannon together) and, for PostgreSQL, the server processes serving the benchmark's database on
 * this machine (read from /proc; undefined where that cannot be read).
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/**
 * CPU microseconds so far of the local PostgreSQL backends connected to `database` (their process title
 * names it), or undefined without a readable /proc.
 */
function postgresCpuMicros(database: string): number | undefined {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
    return (ticks * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface CpuCost {
  /** This process's CPU µs per request (server and load generator). */
  processUs: number;
  /** The PostgreSQL processes' CPU µs per request; undefined on PGlite or where unreadable. */
  databaseUs?: number;
}

/**
 * Runs `work` (one load run answering how many requests it made) and the CPU it took per request;
 * `postgresDatabase` names the PostgreSQL database it uses, if any.
 */
export async function withCpuCost<T extends { requests: number }>(postgresDatabase: string | undefined, work: () => Promise<T>): Promise<T & CpuCost> {
  const databaseCpu = () => (postgresDatabase ? postgresCpuMicros(postgresDatabase) : undefined);
  const processStart = process.cpuUsage();
  const databaseStart = databaseCpu();
  const result = await work();
  const used = process.cpuUsage(processStart);
  const databaseEnd = databaseCpu();
  const perRequest = (micros: number) => Math.round(micros / Math.max(result.requests, 1));
  return {
    ...result,
    processUs: perRequest(used.user + used.system),
    databaseUs: databaseStart !== undefined && databaseEnd !== undefined ? perRequest(databaseEnd - databaseStart) : undefined,
  };
}
