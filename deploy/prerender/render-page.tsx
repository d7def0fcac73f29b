// Built by deploy/prerender.mjs into one Node module (same SWC transform as the browser builds, so
// styled-components class names match) and run once per public route.
import fs from 'node:fs';
import nodePath from 'node:path';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { EMPTY_SHOWCASE, setRuntimeSettings, setShowcaseSnapshot, TRAINER_NAMES, TRAINERS, type PublicShowcase, type TrainerName } from 'api-client';
import { PAGE_META_MODULE } from 'prerender-pages';
import { preloadPage } from '../../shell/src/remotes/load-page';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table';
import { StartGate } from '../../shell/src/runtime/start-gate';
import { pageHtml } from './page-html.mjs';

export interface RenderedPage {
  path: string;
  /** Markup of the whole shell at this path, for inside #root. */
  html: string;
  /** The <style data-styled> tags of every styled component rendered (and the global style). */
  styleTags: string;
  /** The remote and exposed module of the page, for preload hints. */
  remote: string;
  module: string;
}

/**
 * Runtime settings change two things in these pages: links (dev defaults, root base path) and the training
 * times the copy promises, which follow the trainer; so each page is rendered once per trainer.
 */
const PRERENDER_SETTINGS = {
  basePath: '',
  passwordSalt: '$2a$10$prerenderprerenderpreu',
  passwordSuffix: '',
  googleClientId: null,
  supportEmails: { payments: '', models: '' },
};

/** Every trainer a deployment may configure (TRAINER): one set of prerendered pages each. */
export const trainers = (): readonly TrainerName[] => TRAINER_NAMES;

/** The settings a deployment with `trainer` hands the browser, as far as these pages read them. */
function useTrainer(trainer: TrainerName): void {
  const training = { trainer, expectedMinutes: TRAINERS[trainer].expectedMinutes };
  setRuntimeSettings({ ...PRERENDER_SETTINGS, training } as Parameters<typeof setRuntimeSettings>[0]);
}

/** The pages' titles and descriptions as a deployment with `trainer` shows them (descriptions may state its time). */
export function pageMeta(trainer: TrainerName): unknown {
  useTrainer(trainer);
  const meta = PAGE_META_MODULE?.PAGE_META as Record<string, object> | undefined;
  // Read now, while this trainer's settings hold: the descriptions are getters.
  return meta ? JSON.parse(JSON.stringify(meta)) : null;
}

/**
 * One page's markup. `showcase`: the real photos to show (the server's regeneration, shell/dist/prerendered/kit);
 * at build time there are none, and the pages show their illustrations.
 */
export async function renderPage(path: string, trainer: TrainerName, showcase: PublicShowcase = EMPTY_SHOWCASE): Promise<RenderedPage> {
  useTrainer(trainer);
  setShowcaseSnapshot(showcase);
  const route = ROUTE_TABLE.find((entry) => entry.path === path && entry.access === 'public');
  if (!route) throw new Error(`the shell's route table has no public route for ${path}`);
  await preloadPage(route);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<StartGate started prerenderPath={path} />));
    return { path, html, styleTags: sheet.getStyleTags(), remote: route.remote, module: route.module };
  } finally {
    sheet.seal();
  }
}

/** What deploy/prerender.mjs keeps beside this bundle (kit/pages.json) so the server can render the pages again. */
interface KitManifest {
  indexHtml: string;
  pages: Record<string, Array<{ meta: { path: string; title: string; description: string; canonical: string }; preloads: string[] }>>;
}

/**
 * The server's regeneration after a showcase change (server/src/modules/site/page-renderer.worker.ts): every
 * page of the trainer's set, rendered with `showcase`, as prerender.mjs writes them.
 */
export async function regeneratePages(kitDir: string, trainer: TrainerName, showcase: PublicShowcase): Promise<Array<{ path: string; html: string }>> {
  const manifest = JSON.parse(fs.readFileSync(nodePath.join(kitDir, 'pages.json'), 'utf8')) as KitManifest;
  const pages = [];
  for (const { meta, preloads } of manifest.pages[trainer] ?? []) {
    const page = await renderPage(meta.path, trainer, showcase);
    pages.push({ path: meta.path, html: pageHtml(manifest.indexHtml, page, meta, preloads) });
  }
  return pages;
}
