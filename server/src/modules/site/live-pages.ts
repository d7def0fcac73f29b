import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMPTY_SHOWCASE, type PublicShowcase } from 'api-client';
import { createWorkerPool, type WorkerPool } from '../../infra/photo/worker-pool.js';
import { htmlVariants, type HtmlVariants } from './html-variants.http.js';
import type { RenderedVariants, RenderTask } from './page-renderer.worker.js';

/** Where the showcase comes from (the showcase module, handed over by the composition). */
export interface ShowcaseSource {
  current(): Promise<PublicShowcase>;
  onChange(listener: () => void): void;
}

export interface LivePagesOptions {
  /** shell/dist/prerendered/kit: the build's renderer. Without it the pages stay as built. */
  kitDir: string;
  trainer: string;
  publicUrl: string;
  basePath: string;
  /** The start-up every page carries (remotes map, runtime settings); the showcase is added per page. */
  bootstrap: Record<string, unknown>;
  /** The pages as the build wrote them (no showcase photos), by route. */
  built: Map<string, string>;
  indexHtml: string;
  prepare: (html: string, bootstrap: unknown) => string;
  showcase?: ShowcaseSource;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

interface Generation {
  showcase: PublicShowcase;
  pages: Map<string, HtmlVariants>;
  index: HtmlVariants;
}

const WORKER = new URL(`./page-renderer.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Longest a page request waits for pages with the new showcase before it is sent the previous ones. */
const WAIT_FOR_PAGES_MS = 5000;
/** A showcase whose pages failed to render is not tried again for this long (the previous pages go on). */
const RETRY_AFTER_MS = 30_000;

/**
 * The prerendered pages with the showcase in their markup. Each page carries, in its start-up, the showcase it
 * was rendered with, so hydration meets the same markup. When the showcase changes (this process's admin call
 * says so at once; other processes notice on their next page request, the showcase being read at most once a
 * second) the pages are rendered again in a worker thread with the build's own renderer, and swapped in whole.
 */
export function createLivePages(options: LivePagesOptions) {
  const kitFile = path.join(options.kitDir, 'render-page.cjs');
  const canRegenerate = Boolean(options.showcase) && fs.existsSync(kitFile) && fs.existsSync(path.join(options.kitDir, 'pages.json'));
  // Without a kit the built pages never show the showcase: they carry none, and the marketing remote asks for it.
  const startUp = (showcase: PublicShowcase | undefined) => (canRegenerate ? { ...options.bootstrap, showcase } : options.bootstrap);
  const generationOf = (showcase: PublicShowcase): Generation => ({
    showcase,
    pages: new Map([...options.built].map(([route, html]) => [route, htmlVariants(options.prepare(html, startUp(showcase)))])),
    index: htmlVariants(options.prepare(options.indexHtml, startUp(showcase))),
  });
  let live = generationOf(EMPTY_SHOWCASE);
  let pool: WorkerPool<RenderTask, RenderedVariants[]> | null = null;
  let running: { version: string; done: Promise<void> } | null = null;
  const failed = new Map<string, number>();

  async function render(showcase: PublicShowcase): Promise<void> {
    pool ??= createWorkerPool<RenderTask, RenderedVariants[]>({
      entry: WORKER,
      size: 1, idleMs: 60_000, taskTimeoutMs: 60_000, maxHeapMb: 512,
    });
    const started = performance.now();
    const rendered = await pool.run({
      kitDir: options.kitDir, trainer: options.trainer, showcase, publicUrl: options.publicUrl, basePath: options.basePath,
      bootstrap: startUp(showcase),
    });
    const pages = new Map(live.pages);
    for (const page of rendered) {
      pages.set(page.route, { identity: page.identity, br: Buffer.from(page.br), gzip: Buffer.from(page.gzip) });
    }
    live = { showcase, pages, index: htmlVariants(options.prepare(options.indexHtml, startUp(showcase))) };
    options.log.info({ version: showcase.version, pages: rendered.length, ms: Math.round(performance.now() - started) }, 'pages rendered again with the new showcase');
  }

  /** Renders the pages for the current showcase unless they already show it; one rendering at a time. */
  async function refresh(): Promise<void> {
    if (!canRegenerate) return;
    const showcase = await options.showcase!.current();
    if (showcase.version === live.showcase.version) return;
    if (running?.version === showcase.version) return running.done;
    if (Date.now() - (failed.get(showcase.version) ?? 0) < RETRY_AFTER_MS) return;
    const previous = running?.done ?? Promise.resolve();
    const done = previous.then(() => (showcase.version === live.showcase.version ? undefined : render(showcase))).catch((error: unknown) => {
      failed.set(showcase.version, Date.now());
      options.log.error({ err: error, version: showcase.version }, 'the pages could not be rendered with the new showcase; the previous ones are served');
    }).finally(() => {
      if (running?.done === done) running = null;
    });
    running = { version: showcase.version, done };
    return done;
  }

  async function upToDate(): Promise<void> {
    try {
      await Promise.race([refresh(), new Promise((resolve) => setTimeout(resolve, WAIT_FOR_PAGES_MS).unref())]);
    } catch (error) {
      options.log.error({ err: error }, 'the showcase could not be read; the previous pages are served');
    }
  }

  options.showcase?.onChange(() => void upToDate());

  return {
    /** The page for a prerendered route (with the current showcase), or undefined for other routes. */
    async page(route: string): Promise<HtmlVariants | undefined> {
      if (!live.pages.has(route)) return undefined;
      await upToDate();
      return live.pages.get(route);
    },
    /** index.html, for every page that is not prerendered; its start-up carries the showcase too. */
    async index(): Promise<HtmlVariants> {
      await upToDate();
      return live.index;
    },
    /** Waits for a rendering under way (tests, shutdown). */
    settled: async (): Promise<void> => { await running?.done; },
    close: async (): Promise<void> => { await pool?.close(); },
  };
}
export type LivePages = ReturnType<typeof createLivePages>;
