import { escapeHtml } from '../../infra/html/escape-html.js';
import type { SharePage } from './image-share.service.js';

const SITE_NAME = 'AI Photographer';
const TITLE = `A photo made with ${SITE_NAME}`;
const DESCRIPTION = `Made with a personal AI photo model trained on a few selfies. Make your own with ${SITE_NAME}.`;
const ALT = `A photo made with ${SITE_NAME}`;

// No script at all, and styles inline: the site's Content-Security-Policy holds as it is.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f2ee;color:#1d1b19;line-height:1.5}
  main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 2.5rem;display:grid;gap:1rem;justify-items:center;text-align:center}
  figure{margin:0;width:100%}
  img{display:block;width:100%;height:auto;max-height:80vh;object-fit:contain;border-radius:12px;background:#e6e1da}
  h1{font-size:1.25rem;margin:0}
  p{margin:0;color:#4a4540}
  a.cta{display:inline-block;min-height:44px;padding:.7rem 1.25rem;border-radius:8px;background:#1d1b19;color:#fff;font-weight:600;text-decoration:none}
  a.cta:hover{background:#3a3530}
  a:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
`;

function layout(head: string, body: string): string {
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
<a class="cta" href="${escapeHtml(page.siteUrl)}">Make your own AI photos</a>`);
}

/** The page of a share that does not exist (any more): revoked, its photo deleted, or never made. */
export function renderShareGone(siteUrl: string): string {
  return layout(`<title>${escapeHtml(`This photo is not shared | ${SITE_NAME}`)}</title>`, `<h1>This photo is no longer shared</h1>
<p>Its owner stopped sharing it, or deleted it.</p>
<a class="cta" href="${escapeHtml(siteUrl)}">Go to ${escapeHtml(SITE_NAME)}</a>`);
}
