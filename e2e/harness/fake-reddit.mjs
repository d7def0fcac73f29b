// A stand-in for Reddit's public JSON, for the share offer (docs/offers.md): the e2e harness runs it on
// FAKE_REDDIT_PORT (`node harness/fake-reddit.mjs`) and the server tests start their own on a free port.
//   GET  /comments/{id}.json  the post in Reddit's shape (an array of two Listings), or 404 as Reddit answers
//   POST /__test/posts        {id, subreddit, url, removed?, deleted?, createdUtc?, author?} → 201 (createdUtc: now)
//   GET  /healthz             200
// Tests that import it may also change a post, make one answer slowly or with an error, and read the
// requests it received.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { FAKE_REDDIT_PORT } from './ports.mjs';

const POST_ID = /^[a-z0-9]{1,12}$/;
const MAX_BODY = 64 * 1024;

function listing(children) {
  return { kind: 'Listing', data: { after: null, dist: children.length, modhash: '', geo_filter: '', children, before: null } };
}

/** The post as Reddit's `/comments/{id}.json` describes it. */
export function redditPostListing(post) {
  const gone = post.deleted ? 'deleted' : post.removed ? 'moderator' : null;
  const slug = 'my_ai_photo';
  const data = {
    id: post.id,
    name: `t3_${post.id}`,
    subreddit: post.subreddit,
    subreddit_name_prefixed: `r/${post.subreddit}`,
    title: post.title ?? 'Made with AI Photographer',
    author: post.deleted ? '[deleted]' : (post.author ?? 'test_user'),
    url: post.url,
    url_overridden_by_dest: post.url,
    domain: (() => {
      try {
        return new URL(post.url).hostname;
      } catch {
        return '';
      }
    })(),
    permalink: `/r/${post.subreddit}/comments/${post.id}/${slug}/`,
    created_utc: post.createdUtc,
    removed_by_category: gone,
    is_self: false,
    over_18: false,
  };
  return [listing([{ kind: 't3', data }]), listing([])];
}

// Any page may call the control API (a spec may post from the browser as well as from Node).
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' };

function send(res, status, body) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...CORS });
  res.end(JSON.stringify(body));
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

/** A post from the control call's body, or a string saying what is wrong with it. */
function postFrom(body) {
  if (typeof body !== 'object' || body === null) return 'a JSON object is required';
  const id = typeof body.id === 'string' ? body.id.toLowerCase() : '';
  if (!POST_ID.test(id)) return 'id must be 1-12 letters or digits';
  if (typeof body.subreddit !== 'string' || !/^\w{2,21}$/.test(body.subreddit)) return 'subreddit is required';
  if (typeof body.url !== 'string' || body.url === '') return 'url is required';
  if (body.createdUtc !== undefined && typeof body.createdUtc !== 'number') return 'createdUtc must be a number (seconds)';
  return {
    id,
    subreddit: body.subreddit,
    url: body.url,
    removed: body.removed === true,
    deleted: body.deleted === true,
    author: typeof body.author === 'string' ? body.author : undefined,
    title: typeof body.title === 'string' ? body.title : undefined,
    createdUtc: body.createdUtc ?? Math.floor(Date.now() / 1000),
  };
}

/**
 * Starts the fake on `port` (0: any free port). `failures` maps a post id (or '*') to what its lookups
 * answer instead: `{ status }` (an error status), `{ hang: true }` (no answer until the client gives up)
 * or `{ body }` (a 200 with that JSON).
 */
export async function startFakeReddit({ port = 0, host = '127.0.0.1' } = {}) {
  const posts = new Map();
  const failures = new Map();
  const requests = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-reddit.invalid');
    const lookup = req.method === 'GET' ? url.pathname.match(/^\/comments\/([^/]+)\.json$/) : null;
    if (lookup) {
      const id = lookup[1].toLowerCase();
      requests.push({ postId: id, userAgent: req.headers['user-agent'] ?? '', query: url.search });
      const failure = failures.get(id) ?? failures.get('*');
      if (failure?.hang) return; // the client's timeout ends it; close() cuts the socket
      if (failure?.status) return send(res, failure.status, { message: 'Injected failure', error: failure.status });
      if (failure?.body !== undefined) return send(res, 200, failure.body);
      const post = posts.get(id);
      return post ? send(res, 200, redditPostListing(post)) : send(res, 404, { message: 'Not Found', error: 404 });
    }
    if (req.method === 'POST' && url.pathname === '/__test/posts') {
      readJson(req).then((body) => {
        const post = postFrom(body);
        if (typeof post === 'string') return send(res, 400, { error: post });
        posts.set(post.id, post);
        return send(res, 201, { post });
      }, (error) => send(res, 400, { error: error.message }));
      return undefined;
    }
    if (req.method === 'GET' && url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    return send(res, 404, { message: 'Not Found', error: 404 });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    port: address.port,
    requests,
    /** Adds or replaces a post, as the control call does; returns it as stored. */
    addPost(input) {
      const post = postFrom(input);
      if (typeof post === 'string') throw new Error(post);
      posts.set(post.id, post);
      return post;
    },
    /** Changes a stored post (`{ removed: true }`, `{ deleted: true }`, …). */
    updatePost(id, changes) {
      const post = posts.get(id.toLowerCase());
      if (!post) throw new Error(`no post ${id}`);
      posts.set(post.id, { ...post, ...changes });
    },
    removePost(id) {
      posts.delete(id.toLowerCase());
    },
    /** What lookups of `id` ('*': every post) answer instead; `null` clears it. */
    fail(id, failure) {
      if (failure === null) failures.delete(id);
      else failures.set(id, failure);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly (the e2e harness): listen on FAKE_REDDIT_PORT until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeReddit({ port: FAKE_REDDIT_PORT });
  console.log(`fake Reddit listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
