import type { FileStorage } from '../../infra/storage/storage.types.js';
import { renderTemplatePlaceholder } from './template-placeholder.adapter.js';
import { SEED_KEY_PREFIX, type TemplatesRepository } from './templates.repository.js';

/**
 * Written once every seeded file in this storage folder is drawn by the current placeholder; bump the
 * version to draw them again (v2: the scene with the "Example" mark instead of the class and prompt text).
 */
export const SEED_MARKER_KEY = `${SEED_KEY_PREFIX}rendered-v2.txt`;

/**
 * The seeded template images' files (migration 0017 seeds rows, not pictures): labelled placeholders
 * rendered in the background after start, one at a time so requests are not held up. Once per storage
 * folder and placeholder version (a marker file): every file is drawn again, so a folder drawn by an
 * earlier version is brought up to date (about 10 ms a file; a crash halfway just draws them again next
 * time), and the catalogue shows a pack's seeded images only once they are all there.
 */
export function createTemplateSeedFiles(deps: { templates: TemplatesRepository; storage: FileStorage }) {
  let ready = false;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function render(): Promise<number> {
    if (await deps.storage.get(SEED_MARKER_KEY)) {
      ready = true;
      return 0;
    }
    let rendered = 0;
    for (const seed of await deps.templates.seeded()) {
      if (stopped) return rendered;
      await deps.storage.put(seed.storageKey, await renderTemplatePlaceholder({ templateClass: seed.class, category: seed.category, prompt: seed.prompt }));
      rendered += 1;
    }
    await deps.storage.put(SEED_MARKER_KEY, Buffer.from(`rendered ${new Date().toISOString()}\n`));
    ready = true;
    return rendered;
  }

  return {
    /** Renders what is missing (one run at a time); answers how many files it rendered. */
    ensure(): Promise<number> {
      running ??= render().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Stops a run between two files (the server is closing); what is rendered stays. */
    async stop(): Promise<void> {
      stopped = true;
      await running?.catch(() => undefined);
    },

    /** Whether this storage folder has every seeded file (read from the marker once, then remembered). */
    async ready(): Promise<boolean> {
      if (!ready && (await deps.storage.get(SEED_MARKER_KEY))) ready = true;
      return ready;
    },
  };
}
export type TemplateSeedFiles = ReturnType<typeof createTemplateSeedFiles>;
