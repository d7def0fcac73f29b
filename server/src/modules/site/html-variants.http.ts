import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One HTML page, compressed once when it is made (at start-up, or when the showcase changes it). */
export interface HtmlVariants {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

export const brotliHtml = (html: string): Buffer => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
export const gzipHtml = (html: string): Buffer => gzipSync(html, { level: 9 });

export function htmlVariants(html: string): HtmlVariants {
  return { identity: html, br: brotliHtml(html), gzip: gzipHtml(html) };
}

/** Sends the page in the best encoding the browser accepts; never cached (a deploy changes it). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlVariants): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}
