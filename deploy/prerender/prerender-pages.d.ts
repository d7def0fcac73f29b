// The module deploy/prerender.mjs generates before the prerender build.
declare module 'prerender-pages' {
  /** 'marketing/LandingPage' → the module's namespace object (its default export is the page). */
  export const PAGE_MODULES: Record<string, unknown>;
  /** mfe-marketing/src/content/page-meta.ts, or null while it does not exist. */
  export const PAGE_META_MODULE: { PAGE_META?: unknown } | null;
}
