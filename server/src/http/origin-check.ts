import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from a browser must come from one of our origins (CSRF defence on top of
 * SameSite=Lax cookies). Requests without an Origin header are not from a browser page and pass.
 */
export function checkOrigin(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    if (allowed.has(origin) || (host && new URL(origin).host === host)) return;
    throw AppError.forbidden('This request came from a page we do not recognise.');
  };
}
