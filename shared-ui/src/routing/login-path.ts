import { encodeBase64Param } from './base64-param';

/** `/login`, with the page to come back to as `r` (base64, then URL-escaped so '+' and '=' survive). */
export function loginPath(returnPath?: string): string {
  if (!returnPath) return '/login';
  return `/login?r=${encodeURIComponent(encodeBase64Param(returnPath))}`;
}
