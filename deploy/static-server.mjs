// A small static file server with CORS, for serving a built remote (or the shell) from its own origin
// in development and in e2e, the way a CDN would in production.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/**
 * @param {{ root: string, port: number, host?: string, spaFallback?: boolean, extraFiles?: Record<string, string | (() => string)>,
 *   pages?: Record<string, string>, mounts?: Record<string, string> }} options
 *   spaFallback: answer unknown paths with index.html (the shell's client-side routes);
 *   extraFiles: documents served at a path (e.g. the remotes.json a deploy writes beside the shell), or a
 *     function read on each request (a remotes map file a deploy rewrites while the site runs);
 *   pages: HTML pages served at a path (the prerendered public pages), with a <base> and this origin as public URL;
 *   mounts: URL prefix → folder served there too (e.g. '/remotes/marketing/' for the prerendered pages' images).
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spaFallback = false, extraFiles = {}, pages = {}, mounts = {} }) {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = new URL(req.url ?? '/', 'http://x');
    const extra = extraFiles[url.pathname];
    if (extra !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return res.end(typeof extra === 'function' ? extra() : extra);
    }
    const page = pages[url.pathname];
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
      const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
      return res.end(page.replaceAll('%PUBLIC_URL%', origin).replace('<head>', '<head><base href="/">'));
    }
    const mount = Object.keys(mounts).find((prefix) => url.pathname.startsWith(prefix));
    const base = mount ? mounts[mount] : root;
    const within = mount ? url.pathname.slice(mount.length - 1) : url.pathname;
    let file = path.join(base, path.normalize(decodeURIComponent(within)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(base)) {
      res.writeHead(403);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (!spaFallback || path.extname(url.pathname)) {
        res.writeHead(404);
        return res.end('not found');
      }
      file = path.join(root, 'index.html');
    }
    if (spaFallback && file.endsWith('.html')) {
      // A <base> makes the page's relative script URLs resolve from the root on deep links too.
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
      return res.end(fs.readFileSync(file, 'utf8').replace('<head>', '<head><base href="/">'));
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
