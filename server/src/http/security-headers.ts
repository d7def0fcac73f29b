import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { RemotesMap } from '../modules/site/remotes-map.js';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/** Origins of the remotes map's absolute entries and API base: relative ones are our own origin. */
export function remoteOrigins(map: RemotesMap): string[] {
  const urls = [map.apiBase, ...Object.values(map.remotes)];
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
export function contentSecurityPolicy(config: Pick<AppConfig, 'google' | 'allowedOrigins'>, map: RemotesMap): Record<string, string[]> {
  const remotes = remoteOrigins(map);
  const google = config.google.clientId ? [GOOGLE_SIGN_IN] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...google],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...google],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'media-src': ["'self'", 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...google],
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
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'google' | 'cookieSecure' | 'allowedOrigins'>,
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
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
