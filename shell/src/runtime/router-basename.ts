/** A staging deployment serves the site under a sub-path; '' or '/' means the origin's root. */
export function routerBasename(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
