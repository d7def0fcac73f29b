import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { REMOTE_NAMES } from './remotes-map.js';

const REMOTE_FOLDERS: Record<string, string> = {
  marketing: 'mfe-marketing',
  onboarding: 'mfe-onboarding',
  studio: 'mfe-studio',
  commerce: 'mfe-commerce',
  admin: 'mfe-admin',
};

// Entry files keep stable names and must be revalidated; hashed chunks can be cached for a year.
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = /\.[0-9a-f]{8}\.js$/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * `npm start` mode: one port serves the built shell at the base path, each built remote under
 * /remotes/<name>/ (the admin remote only to signed-in admins), and the shell's index.html for any
 * other page path so client-side routes load.
 */
export async function serveSite(app: FastifyInstance, siteRoot: string, basePath: string): Promise<ShellPageSender | null> {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell is not built: the API runs without the site (npm start builds it)');
    return null;
  }
  // A <base> makes the shell's relative script URLs resolve from the base path on deep links too.
  const indexHtml = fs
    .readFileSync(path.join(shellDist, 'index.html'), 'utf8')
    .replace('<head>', `<head><base href="${basePath}/">`);

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
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: `${basePath}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    setHeaders: cacheHeaders,
  });

  const sendShell = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  app.get(`${basePath}/`, (_request, reply) => sendShell(reply));
  return (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/ai-photographer/') && !request.url.startsWith(`${basePath}/remotes/`);
    return isPage ? sendShell(reply) : null;
  };
}

/** Answers a page path with the shell (client-side routes), or null when the path is not a page. */
export type ShellPageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
