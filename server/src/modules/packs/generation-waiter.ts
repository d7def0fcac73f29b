import { EventEmitter } from 'node:events';
import type { PackGenerationStatusValue } from '../../infra/db/schema.js';

/**
 * Lets generate-pack wait for its pack: slot jobs in this process announce a finished generation at
 * once; a worker in another process is noticed by polling the stored status.
 */
export function createGenerationWaiter(options: { readStatus: (generationId: number) => Promise<PackGenerationStatusValue | undefined>; pollMs?: number }) {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const pollMs = options.pollMs ?? 500;

  /** Resolves on the announcement or after `ms`, whichever comes first, leaving no listener or timer behind. */
  function announcementOrDelay(generationId: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const key = String(generationId);
      const done = () => {
        clearTimeout(timer);
        events.off(key, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      events.on(key, done);
    });
  }

  return {
    finished(generationId: number): void {
      events.emit(String(generationId));
    },

    /** Resolves with the status once the generation is no longer running, or when `timeoutMs` has passed. */
    async wait(generationId: number, timeoutMs: number): Promise<PackGenerationStatusValue | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = await options.readStatus(generationId);
        const left = deadline - Date.now();
        if (status !== 'running' || left <= 0) return status;
        await announcementOrDelay(generationId, Math.min(pollMs, left));
      }
    },
  };
}
export type GenerationWaiter = ReturnType<typeof createGenerationWaiter>;
