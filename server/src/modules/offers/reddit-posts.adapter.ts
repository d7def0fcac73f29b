/** A Reddit post as the share offer sees it (from Reddit's public JSON, our own type). */
export interface RedditPost {
  id: string;
  /** The community without "r/", as Reddit spells it ("aiart"). */
  subreddit: string;
  /** Where a link post points: the hosted copy of the image, for a share. */
  url: string;
  createdAt: Date;
  /** Removed by moderators, Reddit or its author, or deleted. */
  removed: boolean;
  author: string | null;
  permalink: string;
}

export type RedditPostLookup = { found: true; post: RedditPost } | { found: false };

/** Reddit did not answer usefully (timeout, network, 5xx, 429, an unreadable body): try again later. */
export class RedditUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedditUnavailableError';
  }
}

export interface RedditPosts {
  /** The post with this id (base 36, as in its link). Throws RedditUnavailableError when Reddit cannot say. */
  lookup(postId: string): Promise<RedditPostLookup>;
}

export interface RedditPostsSettings {
  /** https://www.reddit.com in production (checked at start); a local fake in tests. */
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export const POST_ID = /^[a-z0-9]{1,12}$/;
const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The post of `GET /comments/{id}.json`: an array of two Listings, the first holding the post. */
export function postFromListing(body: unknown): RedditPost | null {
  if (!Array.isArray(body) || !isObject(body[0]) || !isObject(body[0].data)) return null;
  const children = body[0].data.children;
  const first: unknown = Array.isArray(children) ? children[0] : undefined;
  const data = isObject(first) && isObject(first.data) ? first.data : null;
  if (!data || typeof data.id !== 'string' || typeof data.subreddit !== 'string' || typeof data.created_utc !== 'number') return null;
  const author = typeof data.author === 'string' ? data.author : null;
  const removedBy = data.removed_by_category;
  return {
    id: data.id,
    subreddit: data.subreddit,
    url: typeof data.url === 'string' ? data.url : '',
    createdAt: new Date(data.created_utc * 1000),
    removed: (typeof removedBy === 'string' && removedBy !== '') || author === '[deleted]' || data.removed === true,
    author,
    permalink: typeof data.permalink === 'string' ? data.permalink : '',
  };
}

/**
 * Reads posts from Reddit's public JSON. The URL is always ours: `${baseUrl}/comments/{id}.json` with an id
 * that matched POST_ID, never a link a user sent (no request forgery). Redirects are followed only within
 * the same origin; each attempt has a timeout and our User-Agent (Reddit refuses generic ones).
 */
export function createRedditPosts(settings: RedditPostsSettings): RedditPosts {
  const doFetch = settings.fetch ?? fetch;
  const origin = new URL(settings.baseUrl).origin;

  async function get(url: string, signal: AbortSignal): Promise<Response> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await doFetch(current, {
        headers: { 'user-agent': settings.userAgent, accept: 'application/json' },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, current);
      if (next.origin !== origin) throw new RedditUnavailableError(`Reddit redirected to another origin (${next.origin})`);
      current = next.toString();
    }
    throw new RedditUnavailableError('Reddit redirected too many times');
  }

  return {
    async lookup(postId) {
      if (!POST_ID.test(postId)) return { found: false };
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await get(`${settings.baseUrl}/comments/${postId}.json?raw_json=1&limit=1&depth=1`, signal);
        text = await response.text();
      } catch (error) {
        if (error instanceof RedditUnavailableError) throw error;
        const reason = signal.aborted ? `no answer within ${settings.timeoutMs} ms` : (error as Error).message;
        throw new RedditUnavailableError(`Reddit could not be reached: ${reason}`);
      }
      if (response.status === 404) return { found: false };
      if (!response.ok) throw new RedditUnavailableError(`Reddit answered ${response.status}`);
      if (text.length > MAX_BODY_BYTES) throw new RedditUnavailableError('Reddit answered an oversized body');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RedditUnavailableError('Reddit answered something that is not JSON');
      }
      const post = postFromListing(body);
      if (!post) throw new RedditUnavailableError('Reddit answered JSON that is not a post listing');
      // Another id in the answer means the listing is not the one asked for: treat it as missing.
      return post.id.toLowerCase() === postId ? { found: true, post } : { found: false };
    },
  };
}
