import { SHARE_COMMUNITIES } from 'api-client';
import { NOT_A_POST_LINK_MESSAGE, SHORT_LINK_MESSAGE, WRONG_COMMUNITY_MESSAGE } from './offer-messages.js';
import { POST_ID } from './reddit-posts.adapter.js';

export const REDDIT_HOSTS = new Set(['reddit.com', 'www.reddit.com', 'old.reddit.com']);

export type ParsedPostUrl = { ok: true; postId: string; subreddit: string } | { ok: false; reason: string };

/**
 * A post link as users paste it: https on reddit.com, www.reddit.com or old.reddit.com, path
 * `/r/{community}/comments/{id}/...` in one of the share communities. Only the id is used afterwards:
 * the link itself is never fetched.
 */
export function parseRedditPostUrl(text: string): ParsedPostUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: NOT_A_POST_LINK_MESSAGE };
  }
  if (url.protocol !== 'https:' || !REDDIT_HOSTS.has(url.hostname.toLowerCase()) || url.port || url.username || url.password) {
    return { ok: false, reason: NOT_A_POST_LINK_MESSAGE };
  }
  const [r, community, kind, id] = url.pathname.split('/').filter(Boolean);
  if (r?.toLowerCase() !== 'r' || !community) return { ok: false, reason: NOT_A_POST_LINK_MESSAGE };
  if (kind === 's') return { ok: false, reason: SHORT_LINK_MESSAGE };
  const postId = id?.toLowerCase() ?? '';
  if (kind !== 'comments' || !POST_ID.test(postId)) return { ok: false, reason: NOT_A_POST_LINK_MESSAGE };
  const subreddit = community.toLowerCase();
  if (!(SHARE_COMMUNITIES as readonly string[]).includes(subreddit)) return { ok: false, reason: WRONG_COMMUNITY_MESSAGE };
  return { ok: true, postId, subreddit };
}

/** Whether Reddit's name of a community is one of the share communities (Reddit keeps their case). */
export const isShareCommunity = (subreddit: string) => (SHARE_COMMUNITIES as readonly string[]).includes(subreddit.toLowerCase());
