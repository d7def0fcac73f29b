// The PostgreSQL backends serving the server suite, at the suite's priority. The suite runs niced beside the
// e2e journeys, but its queries run in the PostgreSQL server's backend processes, which start at the
// server's own priority (normal): on two cores they took the CPU from the journeys' browser and API
// server as if the suite were not niced at all. The runner tags its connections with an application_name
// (tagged()) and a watcher lowers each tagged backend to the suite's niceness as it appears, about once a
// second. Only for a server on this machine, and only where we may (root, or the server's own user).
import os from 'node:os';
import pg from 'pg';

export const APPLICATION_NAME = 'ai-photographer-test-suite';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '']);
const POLL_MS = 1000;

/** The URL with the suite's application_name, which test databases made from it keep (only the path changes). */
export function tagged(databaseUrl) {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', APPLICATION_NAME);
  return url.toString();
}

/**
 * Watches for the suite's backends and renices each one to `niceness` until stop() is called. Returns a
 * one-line account of what it did for the runner's log.
 */
export function lowerBackendPriority(databaseUrl, niceness) {
  const host = new URL(databaseUrl).hostname;
  if (!LOCAL_HOSTS.has(host)) return { stop: async () => `PostgreSQL backends: left as they are (the server is on ${host})` };
  const done = new Set();
  let refused;
  let stopped = false;
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${APPLICATION_NAME}-watcher` });
  client.on('error', () => undefined); // a dropped watcher costs only the lowering, never the run
  const connected = client.connect().then(() => true, () => false);
  let polling = false;
  const poll = async () => {
    if (polling || stopped || refused || !(await connected)) return;
    polling = true;
    const { rows } = await client.query('select pid from pg_stat_activity where application_name = $1', [APPLICATION_NAME]).catch(() => ({ rows: [] }));
    for (const { pid } of rows) {
      if (done.has(pid)) continue;
      try {
        os.setPriority(pid, niceness);
        done.add(pid);
      } catch (error) {
        // Gone already (ESRCH) is fine; not ours to change (EPERM) stops the watch.
        if (error.code !== 'ESRCH') refused = error.code;
      }
    }
    polling = false;
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await client.end().catch(() => undefined);
      if (refused) return `PostgreSQL backends: left at the server's priority (${refused}: run as root or as the server's user to lower them)`;
      return `PostgreSQL backends: ${done.size} of the suite's lowered to nice ${niceness}`;
    },
  };
}
