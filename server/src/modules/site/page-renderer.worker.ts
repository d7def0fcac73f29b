// A worker thread of the page regeneration (live-pages.ts): renders the prerendered pages again with a new
// showcase through the build's own renderer (shell/dist/prerendered/kit, written by deploy/prerender.mjs),
// then readies each page as the server sends it (start-up inlined, compressed), off the event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PublicShowcase } from 'api-client';
import { copiedBuffer, serveTasks } from '../../infra/photo/worker-pool.js';
import { brotliHtml, gzipHtml } from './html-variants.http.js';
import { pageForDeployment } from './prerendered-pages.js';

export interface RenderTask {
  kitDir: string;
  trainer: string;
  showcase: PublicShowcase;
  publicUrl: string;
  basePath: string;
  /** The start-up every page carries (remotes map, runtime settings, the showcase it was rendered with). */
  bootstrap: unknown;
}

export interface RenderedVariants {
  route: string;
  identity: string;
  br: ArrayBuffer;
  gzip: ArrayBuffer;
}

interface Kit {
  regeneratePages(kitDir: string, trainer: string, showcase: PublicShowcase): Promise<Array<{ path: string; html: string }>>;
}

const kits = new Map<string, Kit>();
function kitOf(kitDir: string): Kit {
  let kit = kits.get(kitDir);
  if (!kit) {
    // Loaded from its own folder: its react, react-dom and styled-components are the site's node_modules.
    kit = createRequire(path.join(kitDir, 'render-page.cjs'))('./render-page.cjs') as Kit;
    kits.set(kitDir, kit);
  }
  return kit;
}

serveTasks<RenderTask, RenderedVariants[]>(async (task) => {
  const pages = await kitOf(task.kitDir).regeneratePages(task.kitDir, task.trainer, task.showcase);
  const value = pages.map(({ path: route, html }) => {
    const identity = pageForDeployment(html, task.publicUrl, task.basePath, task.bootstrap);
    return { route, identity, br: copiedBuffer(brotliHtml(identity)), gzip: copiedBuffer(gzipHtml(identity)) };
  });
  return { value, transfer: value.flatMap((page) => [page.br, page.gzip]) };
});
