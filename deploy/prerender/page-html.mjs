// Turns the shell's index.html into one prerendered page: its meta tags, styles, preload hints and markup.
import fs from 'node:fs';
import path from 'node:path';

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {string} indexHtml the shell's built index.html
 * @param {{ path: string, html: string, styleTags: string }} page what render-page.tsx rendered
 * @param {{ title: string, description: string, canonical: string }} meta
 * @param {string[]} preloads script URLs (relative to the site root) the page will need
 */
export function pageHtml(indexHtml, page, meta, preloads) {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('shell index.html has no empty <div id="root">');
  const hero = leadImagePreload(page.html);
  const head = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    ...hero,
    ...(hero.length > 0 ? [afterHero(preloads)] : preloads.map(scriptPreload)),
    page.styleTags,
  ].join('\n');
  // The markers tell the shell it may hydrate this markup (shell/src/runtime/prerendered-path.ts).
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-base-path="">${page.html}</div>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', () => `${head}\n</head>`)
    .replace('<div id="root"></div>', () => root);
}

/**
 * A preload for the image the page marks as its largest paint (`fetchpriority="high"`, the landing hero),
 * ahead of the script preloads. React writes one too, but at the top of the body, after the head's script
 * preloads, so the image was requested last and shared the connections with them.
 */
function leadImagePreload(html) {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0]; // React writes fetchPriority
  const src = img && /\bsrc="([^"]+)"/.exec(img)?.[1];
  return src ? [`<link rel="preload" as="image" href="${src}" fetchpriority="high">`] : []; // src is escaped already
}

/**
 * A script preload at low priority: at the default (High) it counts as render-blocking, and on a slow phone
 * network the first paint waited for ~150 KB of script it does not need (Lighthouse's FCP was 2.0 s).
 */
const scriptPreload = (href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low">`;

/**
 * A page with a hero image keeps its script preloads in an inert template, which the shell's main.js puts
 * in the head once the hero is painted (shell/src/runtime/hero-first.ts): the page's scripts then neither
 * share the network with the hero nor hold the main thread before its paint (Lighthouse's LCP 1.9-2.2 s
 * with them in the head).
 */
const afterHero = (preloads) => `<template data-after-hero>${preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`).join('')}</template>`;

/** '/' → 'index.html', '/landing/dating-app-photos' → 'landing/dating-app-photos.html'. */
export function prerenderedFile(routePath) {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * Stands for the site's public URL in canonical and og:url links: known where the page is served
 * (the server's PUBLIC_URL), not where it is built.
 */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

/**
 * PAGE_META as the marketing remote exports it: path → { title, description, canonical? } (an array of
 * { path, ... } is accepted too). Canonical URLs are made absolute against the public URL.
 */
export function normalisePageMeta(pageMeta, publicUrl = PUBLIC_URL_TOKEN) {
  const entries = Array.isArray(pageMeta)
    ? pageMeta.map((m) => [m.path, m])
    : Object.entries(pageMeta ?? {});
  return entries.map(([path, m]) => {
    if (!path?.startsWith('/') || !m?.title || !m?.description) {
      throw new Error(`PAGE_META entry ${JSON.stringify(path)} needs a path, a title and a description`);
    }
    const given = m.canonical ?? path;
    const canonical = /^https?:\/\//.test(given) ? given : `${publicUrl}${given}`;
    return { path, title: m.title, description: m.description, canonical };
  });
}

/** Every prerendered page under a shell dist folder: route path → HTML as written (for static servers). */
export function readPrerenderedPages(shellDist, trainer = 'flux-lora') {
  // One set per trainer (prerender.mjs): the default trainer's unless the caller's server runs another.
  const dir = path.join(shellDist, 'prerendered', trainer);
  const pages = {};
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('.html')) continue;
    const route = String(file).split(path.sep).join('/').replace(/\.html$/, '');
    pages[route === 'index' ? '/' : `/${route}`] = fs.readFileSync(path.join(dir, String(file)), 'utf8');
  }
  return pages;
}

const START_UP_PRELOAD = /<link rel="preload" as="script" href="[^"]*" fetchpriority="low" data-start-up>\n?/g;

/**
 * index.html, which the server sends for every page that is not prerendered (the studio's, commerce's), with
 * low-priority preloads of the start-up files (preloads.mjs startUpPreloads). Marked, so that a later prerender
 * starts from the build's index.html again (withoutStartUpPreloads).
 */
export function withStartUpPreloads(indexHtml, preloads) {
  const links = preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low" data-start-up>\n`).join('');
  return withoutStartUpPreloads(indexHtml).replace('</head>', () => `${links}</head>`);
}

export function withoutStartUpPreloads(html) {
  return html.replace(START_UP_PRELOAD, '');
}
