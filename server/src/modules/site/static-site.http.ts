import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isSitePage } from 'api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error.js';
import { sendHtml } from './html-variants.http.js';
import { fillSettings } from './legal-settings.js';
import { createLivePages, type ShowcaseSource } from './live-pages.js';
import { loadPrerenderedPages, pageForDeployment, routePathOf } from './prerendered-pages.js';
import { REMOTE_NAMES } from '../../config/remotes-map.js';

const REMOTE_FOLDERS: Record<string, string> = {
  marketing: 'mfe-marketing',
  onboarding: 'mfe-onboarding',
  studio: 'mfe-studio',
  commerce: 'mfe-commerce',
  admin: 'mfe-admin',
};

export const LEGAL_PAGES = ['privacy-policy.html', 'terms-of-service.html'];

// Entry files keep stable names and must be revalidated; hashed chunks can be cached for a year.
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = /\.[0-9a-f]{8}\.js$/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * `npm start` mode: one port serves the built shell at the base path, each built remote under
 * /remotes/<name>/ (the admin remote only to signed-in admins), the page prerendered at build time for
 * a public marketing path (readable without JavaScript; the shell hydrates it; rendered again with the
 * showcase when it changes: live-pages.ts), and the shell's
 * index.html for any other page path so client-side routes load: with a 404 status for a path the site
 * has no page for (SITE_PAGE_PATHS), where the shell shows its 404 page. Text files go out gzip/brotli.
 */
export async function serveSite(
  app: FastifyInstance,
  { siteRoot, basePath, publicUrl, trainer, bootstrap = {}, legalSettings = {}, showcase }: {
    siteRoot: string; basePath: string; publicUrl: string;
    /** Written into every page: what the shell's start-up would fetch first (remotes map, runtime settings). */
    bootstrap?: Record<string, unknown>;
    /** The showcase the pages show (and carry): they are rendered again when it changes (live-pages.ts). */
    showcase?: ShowcaseSource;
    /** The configured TRAINER: the prerendered set whose copy states its time. */
    trainer: string;
    legalSettings?: Record<string, string | number>;
  },
): Promise<ShellPageSender | null> {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell is not built: the API runs without the site (npm start builds it)');
    return null;
  }
  // A <base> makes the shell's relative script URLs resolve from the base path on deep links too; the start-up
  // written into the page spares two round trips (remotes.json, runtime-config) before the page's files.
  const pages = createLivePages({
    kitDir: path.join(shellDist, 'prerendered', 'kit'), trainer, publicUrl, basePath, bootstrap,
    built: loadPrerenderedPages(path.join(shellDist, 'prerendered', trainer), (html) => html),
    indexHtml: fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8'),
    prepare: (html, start) => pageForDeployment(html, publicUrl, basePath, start),
    showcase, log: app.log,
  });
  app.addHook('onClose', () => pages.close());

  // Registered before the file routes so they are compressed; the API routes (registered earlier) are not.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${basePath}/remotes/admin/`) && !request.account?.isAdmin) {
      throw request.account ? AppError.forbidden() : AppError.unauthorized();
    }
  });

  for (const name of REMOTE_NAMES) {
    const dist = path.join(siteRoot, REMOTE_FOLDERS[name] as string, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `${basePath}/remotes/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders: cacheHeaders,
      preCompressed: true, // the build's .br / .gz copies (webpack.precompress.js)
      lastModified: false, // the etag revalidates; one header less on every file
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: `${basePath}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    // The pages are sent by their own paths; the renderer kept for them (prerendered/kit) is not the site's.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    setHeaders: cacheHeaders,
    preCompressed: true,
    lastModified: false,
  });

  // The marketing remote ships the legal pages; links point at the site root, so serve them there.
  for (const page of LEGAL_PAGES) {
    const file = path.join(siteRoot, 'mfe-marketing', 'dist', page);
    if (!fs.existsSync(file)) continue;
    const html = fillSettings(fs.readFileSync(file, 'utf8'), legalSettings);
    app.get(`${basePath}/${page}`, (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html));
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routePathOf(request.url, basePath);
    // A path the site has no page for is a 404 to browsers and crawlers alike; the shell shows its 404 page.
    if (route === null || !isSitePage(route)) reply.status(404);
    return sendHtml(request, reply, (route !== null && (await pages.page(route))) || (await pages.index()));
  };
  app.get(`${basePath}/`, sendShell);
  return (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/ai-photographer/') && !request.url.startsWith(`${basePath}/remotes/`);
    return isPage ? sendShell(request, reply) : null;
  };
}

/** Answers a page path with the shell (client-side routes), or null when the path is not a page. */
export type ShellPageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;
