import { escapeHtml } from '../../infra/html/escape-html.js';
import type { SharePage } from './image-share.service.js';

const SITE_NAME = 'AI Photographer';
const TITLE = `A photo made with ${SITE_NAME}`;
const DESCRIPTION = `Made with a personal AI photo model trained on a few selfies. Make your own with ${SITE_NAME}.`;
const ALT = `A photo made with ${SITE_NAME}`;

// No script at all, and styles inline: the site's Content-Security-Policy holds as it is. The colours, the header
// and the logo are the site's (shared-ui's theme, the shell's navigation bar), so a visitor knows where they are.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f6f7f9;color:#111827;line-height:1.5}
  header{background:#fff;border-bottom:1px solid #dfe2e8}
  header div{max-width:1200px;margin:0 auto;padding:0 24px;height:96px;display:flex;align-items:center}
  a.home{display:inline-flex;align-items:center;gap:10px;border-radius:8px;color:#111827;font-size:20px;font-weight:750;letter-spacing:-.01em;text-decoration:none;white-space:nowrap}
  main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 2.5rem;display:grid;gap:1rem;justify-items:center;text-align:center}
  figure{margin:0;width:100%}
  img{display:block;width:100%;height:auto;max-height:80vh;object-fit:contain;border-radius:12px;background:#f0f1f4}
  h1{font-size:1.25rem;margin:0}
  p{margin:0;color:#4b5563}
  a.cta{display:inline-block;min-height:44px;padding:.7rem 1.25rem;border-radius:8px;background:#4f46e5;color:#fff;font-weight:600;text-decoration:none}
  a.cta:hover{background:#4338ca}
  a:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
  @media (max-width:760px){header div{padding:0 16px}a.home{font-size:18px}}
`;

/** The shell's logo (shell/src/layout/brand.tsx), drawn inline. */
const LOGO = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
<rect width="36" height="36" rx="8" fill="#4f46e5"/><circle cx="18" cy="19" r="7.5" fill="none" stroke="#fff" stroke-width="2.5"/>
<circle cx="18" cy="19" r="2.5" fill="#fff"/><rect x="11" y="8" width="7" height="3" rx="1.5" fill="#fff"/></svg>`;

/** The product's header: its logo and name, a link home, as on every page of the site. */
const siteHeader = (siteUrl: string) =>
  `<header><div><a class="home" href="${escapeHtml(siteUrl)}" aria-label="${SITE_NAME} home">${LOGO}<span>${SITE_NAME}</span></a></div></header>`;

function layout(head: string, body: string, siteUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}
<style>${STYLE}</style>
</head>
<body>
${siteHeader(siteUrl)}
<main>
${body}
</main>
</body>
</html>`;
}

const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;

/**
 * The public page of a shared photo: the photo, a line about it and a link to the product, with the Open
 * Graph and Twitter card tags that make LinkedIn, Reddit and others show the photo in their previews
 * (og:image is absolute, from PUBLIC_URL). Nothing about the person or the prompt is on it.
 */
export function renderSharePage(page: SharePage): string {
  const secure = page.photoUrl.startsWith('https:') ? [meta('property', 'og:image:secure_url', page.photoUrl)] : [];
  const head = [
    `<title>${escapeHtml(TITLE)}</title>`,
    meta('name', 'description', DESCRIPTION),
    `<link rel="canonical" href="${escapeHtml(page.pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', TITLE),
    meta('property', 'og:description', DESCRIPTION),
    meta('property', 'og:url', page.pageUrl),
    meta('property', 'og:image', page.photoUrl),
    ...secure,
    meta('property', 'og:image:type', page.contentType),
    meta('property', 'og:image:width', page.width),
    meta('property', 'og:image:height', page.height),
    meta('property', 'og:image:alt', ALT),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', TITLE),
    meta('name', 'twitter:description', DESCRIPTION),
    meta('name', 'twitter:image', page.photoUrl),
    meta('name', 'twitter:image:alt', ALT),
  ].join('\n');
  return layout(head, `<figure>
<img src="${escapeHtml(page.photoPath)}" width="${page.width}" height="${page.height}" alt="${escapeHtml(ALT)}">
</figure>
<h1>${escapeHtml(TITLE)}</h1>
<p>${escapeHtml(DESCRIPTION)}</p>
<a class="cta" href="${escapeHtml(page.siteUrl)}">Make your own AI photos</a>`, page.siteUrl);
}

/** The page of a share that does not exist (any more): revoked, its photo deleted, or never made. */
export function renderShareGone(siteUrl: string): string {
  return layout(`<title>${escapeHtml(`This photo is not shared | ${SITE_NAME}`)}</title>`, `<h1>This photo is no longer shared</h1>
<p>Its owner stopped sharing it, or deleted it.</p>
<a class="cta" href="${escapeHtml(siteUrl)}">Go to ${escapeHtml(SITE_NAME)}</a>`, siteUrl);
}
