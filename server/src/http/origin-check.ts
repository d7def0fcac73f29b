import type { FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'This request came from a page we do not recognise.';

/** `scheme://host:port` of a serialised origin, or null for `null`, junk or anything with a path. */
export function parseOrigin(origin: string): string | null {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(origin)) return null;
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/**
 * State-changing requests from a browser must come from one of our origins (CSRF defence on top of
 * SameSite=Lax cookies): scheme, host and port compared exactly, against the configured origins or
 * this server's own. `Origin: null` (sandboxed frames, some redirects) or a malformed one is refused.
 * Requests without an Origin header are not from a browser page and pass. Synchronous: it throws.
 */
export function checkOrigin(allowedOrigins: readonly string[]): (request: FastifyRequest) => void {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers.origin;
    if (header === undefined) return;
    const origin = parseOrigin(header);
    if (origin !== null && (allowed.has(origin) || origin === ownOrigin(request))) return;
    throw AppError.forbidden(FOREIGN_ORIGIN_MESSAGE);
  };
}

function ownOrigin(request: FastifyRequest): string | null {
  return request.host ? parseOrigin(`${request.protocol}://${request.host}`) : null;
}

/**
 * A GET that changes state (auth-service/logout) must not be triggerable by another site's link or
 * image: browsers say where a request came from in Sec-Fetch-Site.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw AppError.forbidden(FOREIGN_ORIGIN_MESSAGE);
}
