/**
 * A pack is made by the server's jobs, whether or not the page stays open, and its owner is e-mailed when it
 * is ready: the loader and the pack page say the same (never "keep this page open" beside "we'll e-mail you").
 */
export const PACK_CLOSE_PAGE_TEXT = 'You can close this page — we\'ll e-mail you when your pack is ready';
