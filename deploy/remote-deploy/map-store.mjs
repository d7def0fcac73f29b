// The remotes map file as a deploy changes it: one writer at a time (a lock file), each change in one step
// (write, then rename: a shell never reads half a map), and every change recorded in a history file beside
// it, so `deploy:rollback` can restore what a remote pointed at before.
//
// The map: { apiBase, remotes: { name: URL of its mf-manifest.json }, integrity?: { name: 'sha384-…' },
// backups?: { name: URL of the same build's mf-manifest.json on another origin } }. Old maps (remotes only)
// stay valid. The history lives in <map>.history.json, not in the map: the server inlines the map into
// every page, and the history only grows.
import fs from 'node:fs';
import os from 'node:os';

/** How long a deploy waits for another deploy's lock before it gives up. */
export const LOCK_WAIT_MS = 60_000;
/** A lock older than this is left over from a deploy that died: taken over (a publish takes milliseconds). */
export const STALE_LOCK_MS = 120_000;

export const historyFileOf = (mapFile) => `${mapFile}.history.json`;
const lockFileOf = (mapFile) => `${mapFile}.lock`;

export function isRemotesMap(value) {
  return Boolean(value) && typeof value.apiBase === 'string' && Boolean(value.remotes) && typeof value.remotes === 'object';
}

export function readMap(mapFile) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  if (!isRemotesMap(map)) throw new Error(`${mapFile} is not a remotes map ({ apiBase, remotes })`);
  return map;
}

/** Replaces `file` in one step: a reader sees the old document or the new one, never a part. */
export function writeAtomically(file, value) {
  const next = `${file}.${process.pid}.next`;
  fs.writeFileSync(next, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(next, file);
}

export function readHistory(mapFile) {
  const file = historyFileOf(mapFile);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).entries ?? [];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function lockIsStale(lockFile) {
  try {
    const { pid, host, at } = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
    if (Date.now() - Date.parse(at) > STALE_LOCK_MS) return true;
    if (host !== os.hostname()) return false;
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return error.code === 'ESRCH'; // the deploy that took it is gone
    }
  } catch {
    return false; // being written right now, or just removed: try again
  }
}

/**
 * Runs `change` holding the map's lock (<map>.lock, created exclusively): a second deploy waits for the
 * first to finish and then reads the map the first one wrote, so neither change is lost.
 */
export async function withMapLock(mapFile, change, { waitMs = LOCK_WAIT_MS } = {}) {
  const lockFile = lockFileOf(mapFile);
  const started = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() }));
      fs.closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockIsStale(lockFile)) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > waitMs) throw new Error(`${mapFile} is locked by another deploy (${lockFile}); try again, or remove the lock if no deploy runs`);
      await sleep(pause);
    }
  }
  try {
    return await change();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** What the map says about one remote: its URL, the hash of its entry and its backup origin. */
export function remoteState(map, name) {
  return { url: map.remotes[name] ?? null, integrity: map.integrity?.[name] ?? null, backup: map.backups?.[name] ?? null };
}

function setRemoteState(map, name, { url, integrity, backup }) {
  const next = { ...map, remotes: { ...map.remotes } };
  if (url) next.remotes[name] = url;
  else delete next.remotes[name];
  for (const [key, value] of [['integrity', integrity], ['backups', backup]]) {
    const entries = { ...(map[key] ?? {}) };
    if (value) entries[name] = value;
    else delete entries[name];
    if (Object.keys(entries).length) next[key] = entries;
    else delete next[key];
  }
  return next;
}

function operator() {
  try {
    return `${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return os.hostname();
  }
}

function commit(mapFile, map, entry) {
  // The history first: a map without its history entry could not be rolled back; the reverse is harmless.
  writeAtomically(historyFileOf(mapFile), { entries: [...readHistory(mapFile), entry] });
  writeAtomically(mapFile, map);
}

/**
 * Points remote `name` at `url` (with the hash of its entry and a backup origin, when given) under the lock,
 * records the change and returns what the remote pointed at before. A publish without a backup drops the
 * remote's old backup: it serves the previous build, which the new hash would refuse anyway.
 * @param {{ mapFile: string, name: string, url: string, integrity?: string | null, backup?: string | null, source?: string, checks?: string }} options
 */
export async function publishToMap({ mapFile, name, url, integrity = null, backup = null, source, checks }) {
  return withMapLock(mapFile, () => {
    const map = readMap(mapFile);
    const before = remoteState(map, name);
    const after = { url, integrity, backup };
    commit(mapFile, setRemoteState(map, name, after), {
      at: new Date().toISOString(), action: 'publish', remote: name, before, after, by: operator(),
      ...(source ? { source } : {}), ...(checks ? { checks } : {}),
    });
    return before;
  });
}

/**
 * The state remote `name` had before its latest publish that is still in force: each rollback undoes one
 * publish, so two rollbacks go back two publishes. Null when there is nothing to roll back to.
 */
export function rollbackTarget(entries, name) {
  const publishes = [];
  for (const entry of entries) {
    if (entry.remote !== name) continue;
    if (entry.action === 'publish') publishes.push(entry);
    else if (entry.action === 'rollback') publishes.pop();
  }
  const last = publishes.at(-1);
  return last?.before.url ? last.before : null;
}

/** Restores the origin remote `name` had before its last publish; returns { from, to } (states). */
export async function rollbackInMap({ mapFile, name }) {
  return withMapLock(mapFile, () => {
    const map = readMap(mapFile);
    const target = rollbackTarget(readHistory(mapFile), name);
    if (!target) throw new Error(`${mapFile}: no earlier ${name} to roll back to (see npm run deploy:remote -- --list)`);
    const before = remoteState(map, name);
    commit(mapFile, setRemoteState(map, name, target), { at: new Date().toISOString(), action: 'rollback', remote: name, before, after: target, by: operator() });
    return { from: before, to: target };
  });
}

/** The history as lines an operator reads: when, what, from where to where, who. */
export function formatHistory(entries, name) {
  const lines = entries
    .filter((entry) => !name || entry.remote === name)
    .map((entry) => {
      const extra = [entry.after.integrity ? 'integrity' : null, entry.after.backup ? `backup ${entry.after.backup}` : null, entry.checks ?? null].filter(Boolean);
      return `${entry.at}  ${entry.action.padEnd(8)} ${entry.remote.padEnd(10)} ${entry.before.url ?? '(none)'} → ${entry.after.url}  by ${entry.by}${extra.length ? `  [${extra.join('; ')}]` : ''}`;
    });
  return lines.length ? lines.join('\n') : '(no deploys recorded)';
}
