import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { API_PREFIX } from 'api-client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { storageOrigins } from '../infra/storage/storage-origins.js';
import type { RemotesMap } from '../config/remotes-map.js';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/** Origins of the remotes map's absolute entries and API base: relative ones are our own origin. */
export function remoteOrigins(map: RemotesMap): string[] {
  // A remote's backup origin must be allowed too: the shell falls back to it when the first one fails.
  const urls = [map.apiBase, ...Object.values(map.remotes), ...Object.values(map.backups ?? {})];
  const origins = urls.flatMap((url) => {
    try {
      return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of the shell and every page: scripts only from us and the remotes in the
 * map (no inline script: the shell ships none), styles inline too (styled-components writes <style>
 * tags), no framing by anyone, no plugins. Google's sign-in script, button frame and calls only when
 * Google sign-in is configured.
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'google' | 'allowedOrigins'> & Partial<Pick<AppConfig, 'storage'>>,
  map: RemotesMap,
): Record<string, string[]> {
  const remotes = remoteOrigins(map);
  const google = config.google.clientId ? [GOOGLE_SIGN_IN] : [];
  // Images come from the bucket itself when files are in object storage (presigned or public URLs).
  const files = config.storage ? storageOrigins(config.storage) : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...google],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...google],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...files],
    'media-src': ["'self'", 'blob:', ...remotes, ...files],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...google, ...files],
    'frame-src': google.length ? google : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The test checkout's Pay and Cancel post here, then redirect to the site, which may be another origin.
    'form-action': ["'self'", ...config.allowedOrigins],
  };
}

/**
 * Security headers on every response, API JSON included: CSP, nosniff, no framing, a referrer that
 * never carries a path to other sites, HSTS when the site is served over https. Files and images may be
 * embedded by the shell and remotes on their own origins, and Google's sign-in popup must reach back.
 * Every answer but a built file also names its request id (`x-request-id`), for support and the logs.
 * One synchronous hook, the first of every request, so that every answer, refusals included, has them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'google' | 'cookieSecure' | 'allowedOrigins'> & Partial<Pick<AppConfig, 'storage'>>,
  map: RemotesMap,
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, map) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // A script, style sheet or image of the site is not a document: CSP, framing and referrer headers do nothing
  // there, and on a first load's 17 scripts they were ~15 KB of the bytes the browser waited for.
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.has(name)));
  // An API answer depends on the session (balances, signed links, personal data): no cache may keep it.
  // A route that may be cached (a public sample image, a signed file) sets its own Cache-Control after this.
  const apiHeaders = { ...headers, 'cache-control': 'private, no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (isApiCall(url)) reply.headers(apiHeaders).header('x-request-id', request.id);
    else if (isSiteAsset(url)) reply.headers(assetHeaders); // a built file has nothing to trace
    else reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}

/** What still matters on a subresource: no content sniffing, who may embed it, and https only. */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
const ASSET_PATH = /\.(?:js|css|json|map|png|jpe?g|webp|svg|ico|woff2?)$/;

/** An API call or webhook (under /ai-photographer/, behind any BASE_PATH). */
export const isApiCall = (url: string): boolean => url.includes(`${API_PREFIX}/`);

/** A built file of the shell or a remote (never an API call: those live under /ai-photographer/). */
export function isSiteAsset(url: string): boolean {
  const path = url.split('?', 1)[0] as string;
  return ASSET_PATH.test(path) && !path.includes(`${API_PREFIX}/`);
}

/**
 * The headers helmet sets for these options, worked out once at boot. @fastify/helmet rebuilds helmet
 * (parsing and checking every CSP directive) on every request, which cost more than a whole API call's
 * own work; the headers depend on the configuration only, so one throwaway instance answers once.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  try {
    const reply = await probe.inject({ method: 'GET', url: '/' });
    const set = (name: string) => name !== 'content-type' && name !== 'content-length' && name !== 'date' && name !== 'connection';
    return Object.fromEntries(Object.entries(reply.headers).filter(([name]) => set(name)).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}
