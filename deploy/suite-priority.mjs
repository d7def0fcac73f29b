// The server suite's CPU priority in `npm test` (deploy/test-all.mjs). While the e2e journeys run, the suite
// runs below them (nice 15), since a journey that waits too long fails and a server test does not. Two ways
// it escaped or overstayed that:
//  - its queries run in the PostgreSQL server's backends, which start at the server's priority (normal):
//    the runner tags its connections with an application_name (tagged()) and lowers each tagged backend
//    as it appears (about once a second; only for a server on this machine);
//  - once the journeys ended it stayed at nice 10, where beside any other busy process (another engineer's
//    build, a CI neighbour) it got a tenth of a core's time: raise() puts the running groups (every thread of
//    every process they started) and their backends back at the normal priority, and later groups start there.
// Lowering is allowed to anyone for their own processes; raising, and changing the backends (the postgres
// user's), only to root: without the right the suite simply stays where it is, and the log says so.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** This run's connections' name: its own, so that two runs on one machine never change each other's backends. */
export const APPLICATION_NAME = `ai-photographer-test-suite-${process.pid}`;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '']);
const POLL_MS = 1000;

/** The URL with the suite's application_name, which test databases made from it keep (only the path changes). */
export function tagged(databaseUrl) {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', APPLICATION_NAME);
  return url.toString();
}

/** Sets a thread's or a single-threaded process's niceness; the error code when not allowed, null when done or gone. */
function setNiceness(id, niceness) {
  try {
    os.setPriority(id, niceness);
    return null;
  } catch (error) {
    return error.code === 'ESRCH' ? null : error.code;
  }
}

/** The process and its descendants (Linux /proc), each with its threads: niceness is per thread on Linux. */
function threadsOfTree(root) {
  if (process.platform !== 'linux') return [root];
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const threads = [];
  for (let pending = [root]; pending.length;) {
    const pid = pending.pop();
    try {
      threads.push(...fs.readdirSync(`/proc/${pid}/task`).map(Number));
    } catch {
      threads.push(pid);
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return threads;
}

/**
 * How far below the runner the suite runs while the journeys do: below the API server under test's own
 * background threads too, which lower themselves to nice 10 (SCREENING_NICE in
 * server/src/infra/photo/thread-priority.ts: the upload screening and the likeness describer). At 10 the
 * suite's groups competed with them as equals, and on a busy machine a journey's likeness score waited
 * behind the suite for minutes (the describer thread reloading its model after each idle spell).
 */
export const LOWERED_BY = 15;

/**
 * The suite's priority for one run: `niceness` to start groups at (the runner's own plus LOWERED_BY when
 * `lowered`, until raise()), track/untrack for the running groups' processes, and the PostgreSQL watcher
 * when `databaseUrl` is a server on this machine.
 */
export function suitePriority({ lowered, databaseUrl }) {
  const base = os.getPriority();
  let current = lowered ? Math.min(19, base + LOWERED_BY) : base;
  const running = new Set();
  const notes = [];
  const backends = databaseUrl && LOCAL_HOSTS.has(new URL(databaseUrl).hostname) ? watchBackends(databaseUrl, () => current) : undefined;
  if (databaseUrl && !backends) notes.push(`PostgreSQL backends left as they are (the server is on ${new URL(databaseUrl).hostname})`);
  return {
    get niceness() {
      return current;
    },
    track: (pid) => running.add(pid),
    untrack: (pid) => running.delete(pid),
    /** Back to the runner's priority: the running groups now, later groups as they start, the backends. */
    async raise() {
      if (current === base) return;
      current = base;
      const refused = [...running].flatMap((pid) => threadsOfTree(pid)).map((id) => setNiceness(id, base)).filter(Boolean);
      await backends?.apply();
      notes.push(refused.length
        ? `the running server groups stayed at their niceness (${refused[0]}: raising a priority takes root); later ones start at ${base}`
        : `the server suite back at nice ${base} once the journeys ended (${running.size} running group(s) raised)`);
    },
    /** Stops the watcher; answers what was done, for the log. */
    async stop() {
      if (backends) notes.push(await backends.stop());
      return notes.join('; ');
    },
  };
}

/** Sets every backend tagged with the suite's application_name to niceness() as it appears. */
function watchBackends(databaseUrl, niceness) {
  const set = new Map(); // pid → the niceness it was given
  let refused;
  let stopped = false;
  let polling;
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${APPLICATION_NAME}-watcher` }); // not its own name: left alone
  client.on('error', () => undefined); // a dropped watcher costs only the priority, never the run
  const connected = client.connect().then(() => true, () => false);
  const poll = async () => {
    if (stopped || refused || !(await connected)) return;
    const { rows } = await client.query('select pid from pg_stat_activity where application_name = $1', [APPLICATION_NAME]).catch(() => ({ rows: [] }));
    const wanted = niceness();
    for (const { pid } of rows) {
      if (set.get(pid) === wanted) continue;
      const error = setNiceness(pid, wanted);
      if (error) refused = error;
      else set.set(pid, wanted);
    }
  };
  const tick = () => {
    polling ??= poll().finally(() => (polling = undefined));
    return polling;
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  return {
    /** Applies the current niceness to the backends now (after the poll in flight). */
    async apply() {
      await polling;
      await tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      await client.end().catch(() => undefined);
      if (refused) return `PostgreSQL backends left at the server's priority (${refused}: changing them takes root or the server's user)`;
      return `${set.size} PostgreSQL backend(s) of the suite kept at the suite's priority`;
    },
  };
}
