// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const SHELL_HTML = '<!doctype html><html lang="en"><head><title>AI Photographer</title><script defer src="main.js"></script></head><body><div id="root"></div></body></html>';

function prerenderedPage(title: string, route: string, heading: string): string {
  return SHELL_HTML.replace('<title>AI Photographer</title>', `<title>${title}</title><meta name="description" content="About ${title}"><link rel="canonical" href="%PUBLIC_URL%${route}">`).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${route}" data-base-path=""><main><h1>${heading}</h1></main></div>`,
  );
}

/** A site folder as the build leaves it: the shell with two prerendered pages, once per trainer (their copy states its time). */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prerender-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(dist, 'main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  for (const [trainer, minutes] of [['flux-lora', 30], ['fast-flux', 10]] as const) {
    const dir = path.join(dist, 'prerendered', trainer);
    fs.mkdirSync(path.join(dir, 'landing'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), prerenderedPage('Home page', '/', `Your photos, by AI, in about ${minutes} minutes`));
    fs.writeFileSync(path.join(dir, 'landing', 'dating-app-photos.html'), prerenderedPage('Dating photos', '/landing/dating-app-photos', 'Dating app photos'));
  }
  return root;
}

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('prerendered public pages', () => {
  let server: TestServer;
  let siteDir: string;
  before(async () => {
    siteDir = fakeSite();
    server = await startTestServer({ SERVE_SITE: 'true', SITE_DIR: siteDir, PUBLIC_URL: 'https://photos.example' });
  });
  after(async () => {
    await server.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers / with its prerendered page: title, description, canonical on the public URL, heading, <base>', async () => {
    const res = await fetch(`${server.url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    const html = await res.text();
    assert.match(html, /<head><base href="\/">/);
    assert.match(html, /<title>Home page<\/title>/);
    assert.match(html, /<meta name="description" content="About Home page">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/photos.example\/">/);
    assert.match(html, /<h1>Your photos, by AI, in about 30 minutes<\/h1>/, 'the default trainer\'s pages');
  });

  it('writes into every page the start-up the shell would fetch first: the remotes map and the runtime settings', async () => {
    const settings = (await server.client().get('runtime-config')).body as unknown;
    const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as unknown;
    for (const route of ['/', '/gen', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${route}`)).text();
      const json = /<head><base href="\/"><script type="application\/json" id="site-bootstrap">(.*?)<\/script>/.exec(html)?.[1];
      assert.ok(json, route);
      assert.doesNotMatch(json, /</, 'no value can close the element');
      assert.deepEqual(JSON.parse(json), { remotes, runtimeConfig: settings }, route);
    }
  });

  it('with TRAINER=fast-flux, serves the pages whose copy states the fast trainer\'s time', async () => {
    const fast = await startTestServer({ SERVE_SITE: 'true', SITE_DIR: siteDir, PUBLIC_URL: 'https://photos.example', TRAINER: 'fast-flux' });
    try {
      assert.match(await (await fetch(`${fast.url}/`)).text(), /<h1>Your photos, by AI, in about 10 minutes<\/h1>/);
    } finally {
      await fast.close();
    }
  });

  it('answers a nested prerendered path with its own page, ignoring the query string', async () => {
    const html = await (await fetch(`${server.url}/landing/dating-app-photos?rid=abc`)).text();
    assert.match(html, /<h1>Dating app photos<\/h1>/);
    assert.match(html, /href="https:\/\/photos.example\/landing\/dating-app-photos"/);
  });

  it('answers other page paths with the plain shell, and a path the site has no page for with it and a 404', async () => {
    for (const [route, status] of [['/login', 200], ['/gen', 200], ['/edit/some-file', 200], ['/content-gen-prompts', 200],
      ['/landing', 404], ['/landing/dating-app-photos/extra', 404], ['/no-such-page', 404], ['/edit/a/b', 404]] as const) {
      const res = await fetch(`${server.url}${route}`);
      assert.equal(res.status, status, route);
      const html = await res.text();
      // The shell, which shows its 404 page for a path not in its route table.
      assert.match(html, /<div id="root"><\/div>/, route);
      assert.doesNotMatch(html, /data-prerendered/, route);
    }
  });

  it('sends pages and scripts compressed to browsers that accept it', async () => {
    const page = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(page.body).toString('utf8'), /<h1>Your photos, by AI, in about 30 minutes<\/h1>/);
    const plain = await rawGet(`${server.url}/`, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body.toString('utf8'), /<title>Home page<\/title>/);
    const script = await rawGet(`${server.url}/main.js`, { 'accept-encoding': 'gzip' });
    assert.equal(script.headers['content-encoding'], 'gzip');
  });

  it('lets crawlers read the site', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /User-agent: \*/);
  });
});
