// Built by deploy/prerender.mjs into one Node module (same SWC transform as the browser builds, so
// styled-components class names match) and run once per public route.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { setRuntimeSettings } from 'api-client';
import { PAGE_META_MODULE } from 'prerender-pages';
import { preloadPage } from '../../shell/src/remotes/load-page';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table';
import { StartGate } from '../../shell/src/runtime/start-gate';

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

/** Links are the only thing runtime settings change in these pages: dev defaults, root base path. */
const PRERENDER_SETTINGS = {
  basePath: '',
  passwordSalt: '$2a$10$prerenderprerenderpreu',
  passwordSuffix: '',
  googleClientId: null,
  supportEmails: { payments: '', models: '' },
};

export function pageMeta(): unknown {
  return PAGE_META_MODULE?.PAGE_META ?? null;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  setRuntimeSettings(PRERENDER_SETTINGS as Parameters<typeof setRuntimeSettings>[0]);
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
