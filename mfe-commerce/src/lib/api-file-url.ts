import { apiBaseUrl } from 'api-client';

/**
 * The server names its files by path (`/ai-photographer/files/…?exp=…&sig=…`). When the API runs on
 * another origin than the site (CDN deployments, e2e), those paths must point at the API, not the site.
 */
export function apiFileUrl(pathOrUrl: string): string {
  if (!pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return pathOrUrl;
  return `${apiBaseUrl().replace(/\/+$/, '')}${pathOrUrl}`;
}
