/**
 * Preloaded (`--import`) into each process of the load benchmark: once a second it appends the event
 * loop's delay over that second (p50, p99, max in ms) to LOAD_PROBE_FILE, one JSON line, so the
 * benchmark can tell a busy event loop from a slow database. No effect unless that variable is set.
 * Plain JavaScript: worker threads inherit the `--import` before any
 * TypeScript loader; they are skipped.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOAD_PROBE_FILE;
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const line = { t: Date.now(), p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    histogram.reset();
    fs.appendFile(file, `${JSON.stringify(line)}\n`, () => undefined);
  }, 1000).unref();
}
