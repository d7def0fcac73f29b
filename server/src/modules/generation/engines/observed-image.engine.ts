import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ImageEngine } from '../image-engine.js';

/**
 * The mock engine as load tests need it (never in production; config.ts refuses both settings there):
 * `delayMs` stands in for a provider's latency, and `callLog` gets one line per generate call that
 * returned ("<pid> <images>"), appended by every process alike, so a test outside them can count the
 * engine's work and compare it with the images stored.
 */
export function observedImageEngine(engine: ImageEngine, options: { delayMs: number; callLog: string | undefined }): ImageEngine {
  if (options.delayMs === 0 && !options.callLog) return engine;
  return {
    ...engine,
    async generate(request) {
      if (options.delayMs > 0) await sleep(options.delayMs);
      const outcomes = await engine.generate(request);
      if (options.callLog) {
        // One write of one short line with O_APPEND: lines from several processes never interleave.
        fs.appendFileSync(options.callLog, `${process.pid} ${outcomes.filter((outcome) => outcome.ok).length}\n`);
      }
      return outcomes;
    },
  };
}
