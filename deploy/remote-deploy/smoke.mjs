// The last check of a deploy: the candidate build runs in the live site. Headless Chromium opens the live
// shell with the remotes map it reads (the map the server inlines into each page, and /remotes.json)
// pointing this remote at the candidate, as it will after the publish; then it loads every exposed module
// through the shell's federation runtime (a module that throws on import fails here) and renders the remote's
// public pages (a page that shows the shell's error view fails here). Nothing is published or changed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { ROOT } from '../frontends.mjs';

const ROUTE_TABLE = path.join(ROOT, 'shell', 'src', 'routes', 'route-table.ts');
/** The shell's error view (shell/src/remotes/remote-error-view.tsx) marks itself with this attribute. */
const ERROR_VIEW = '[data-remote-error]';
// A page answered by route.fulfill has no address, so Chromium counts it as public and refuses its requests to
// a private or loopback origin (Local Network Access): a candidate on an internal origin must still be checked.
const LOCAL_NETWORK_ACCESS_OFF = '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights';
const BOOTSTRAP = /(<script type="application\/json" id="site-bootstrap">)([\s\S]*?)(<\/script>)/;

/** The public pages of remote `name` without path parameters, from the shell's route table: the pages to render. */
export function publicRoutesOf(name, source = fs.readFileSync(ROUTE_TABLE, 'utf8')) {
  const routes = [];
  for (const [, routePath, remote, module, access] of source.matchAll(/\{ path: '([^']+)', remote: '(\w+)', module: '([^']+)', access: '(\w+)'/g)) {
    if (remote === name && access === 'public' && !routePath.includes(':')) routes.push({ path: routePath, module });
  }
  return routes;
}

/** The map with remote `name` at the candidate's URL and hash (and no backup: the candidate must load itself). */
export function withCandidate(map, { name, url, integrity }) {
  const next = { ...map, remotes: { ...map.remotes, [name]: url } };
  if (integrity) next.integrity = { ...map.integrity, [name]: integrity };
  else if (next.integrity) delete next.integrity[name];
  if (next.backups) {
    next.backups = { ...next.backups };
    delete next.backups[name];
  }
  return next;
}

/** The page's Content-Security-Policy letting the candidate's origin in where the remotes' origins are. */
function policyWith(policy, origin) {
  return policy
    .split(';')
    .map((directive) => (/^\s*(script-src|style-src|connect-src|img-src|font-src)\s/.test(directive) ? `${directive} ${origin}` : directive))
    .join(';');
}

/**
 * @param {{ site: string, name: string, url: string, integrity?: string | null, exposes: string[],
 *   routes?: { path: string, module: string }[], timeoutMs?: number }} options
 * @returns {Promise<{ failures: { what: string, error: string }[], loaded: string[], rendered: string[] }>}
 */
export async function smokeCheck({ site, name, url, integrity = null, exposes, routes = publicRoutesOf(name), timeoutMs = 30_000 }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found for the smoke check (apt-get install chromium, or set CHROMIUM_PATH)');
  const siteOrigin = new URL(site).origin;
  const candidateOrigin = new URL(url).origin;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, LOCAL_NETWORK_ACCESS_OFF] });
  const failures = [];
  const loaded = [];
  const rendered = [];
  try {
    const context = await browser.newContext();
    context.setDefaultTimeout(timeoutMs);
    await context.route((target) => target.origin === siteOrigin, async (route) => {
      const request = route.request();
      const isMap = new URL(request.url()).pathname.endsWith('/remotes.json');
      if (!isMap && request.resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      let body = await response.text();
      if (isMap && response.ok()) body = JSON.stringify(withCandidate(JSON.parse(body), { name, url, integrity }));
      if (!isMap) {
        body = body.replace(BOOTSTRAP, (whole, open, json, close) => {
          const bootstrap = JSON.parse(json);
          const next = { ...bootstrap, remotes: withCandidate(bootstrap.remotes, { name, url, integrity }) };
          return `${open}${JSON.stringify(next).replaceAll('<', '\\u003c')}${close}`;
        });
        if (headers['content-security-policy']) headers['content-security-policy'] = policyWith(headers['content-security-policy'], candidateOrigin);
      }
      delete headers['content-length'];
      delete headers['content-encoding'];
      return route.fulfill({ response, body, headers });
    });
    const page = await context.newPage();
    // The browser's own words for what it refused (a policy, an integrity hash, CORS): added to a failure's reason.
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(new URL('./', `${site.replace(/\/$/, '')}/`).href);
    // The shell's federation runtime, once it has registered the remotes.
    await page.waitForFunction((remote) => globalThis.__FEDERATION__?.__INSTANCES__?.some((i) => i.options.remotes.some((r) => r.name === remote)), name);
    for (const expose of exposes) {
      const id = `${name}/${expose.replace(/^\.\//, '')}`;
      const error = await page.evaluate(async ([remote, moduleId]) => {
        const instance = globalThis.__FEDERATION__.__INSTANCES__.find((i) => i.options.remotes.some((r) => r.name === remote));
        try {
          const module = await instance.loadRemote(moduleId);
          return module ? null : `${moduleId} loaded as nothing`;
        } catch (thrown) {
          return thrown instanceof Error ? thrown.message : String(thrown);
        }
      }, [name, id]);
      if (error) failures.push({ what: `module ${expose}`, error });
      else loaded.push(expose);
    }
    for (const route of routes) {
      await page.goto(new URL(route.path.replace(/^\//, ''), `${site.replace(/\/$/, '')}/`).href);
      // The page's module as the shell loads it (the same load, or a fresh one after a failure). A failed load
      // ends in the error view (after the shell's retries); a loaded one renders within two frames, or shows the
      // error view when the page throws as it renders.
      const loadError = await page.evaluate(async ([remote, moduleId]) => {
        const shell = () => globalThis.__FEDERATION__?.__INSTANCES__?.find((i) => i.options.remotes.some((r) => r.name === remote));
        while (!shell()) await new Promise((resolve) => setTimeout(resolve, 20));
        const error = await shell().loadRemote(moduleId).then(() => null, (thrown) => (thrown instanceof Error ? thrown.message : String(thrown)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return error;
      }, [name, `${name}/${route.module.replace(/^\.\//, '')}`]);
      const errorView = page.locator(ERROR_VIEW);
      if (loadError) await errorView.first().waitFor().catch(() => undefined);
      if (await errorView.count()) failures.push({ what: `page ${route.path}`, error: `the shell shows its error view: ${(await errorView.first().innerText()).replace(/\s+/g, ' ').trim()}` });
      else if (loadError) failures.push({ what: `page ${route.path}`, error: loadError });
      else rendered.push(route.path);
    }
    if (failures.length && consoleErrors.length) failures.push({ what: 'browser console', error: [...new Set(consoleErrors)].slice(0, 5).join('\n') });
  } finally {
    await browser.close();
  }
  return { failures, loaded, rendered };
}
