// Types of fake-reddit.mjs, for the TypeScript that imports it (server tests, e2e specs).

export interface FakeRedditPostInput {
  id: string;
  subreddit: string;
  /** Where the link post points (the prepared copy's URL). */
  url: string;
  removed?: boolean;
  deleted?: boolean;
  /** Seconds since the epoch; now when left out. */
  createdUtc?: number;
  author?: string;
  title?: string;
}

export interface FakeRedditPost {
  id: string;
  subreddit: string;
  url: string;
  removed: boolean;
  deleted: boolean;
  createdUtc: number;
  author?: string;
  title?: string;
}

export type FakeRedditFailure = { status: number } | { hang: true } | { body: unknown };

export interface FakeRedditRequest {
  postId: string;
  userAgent: string;
  query: string;
}

export interface FakeReddit {
  url: string;
  port: number;
  requests: FakeRedditRequest[];
  addPost(input: FakeRedditPostInput): FakeRedditPost;
  updatePost(id: string, changes: Partial<Omit<FakeRedditPost, 'id'>>): void;
  removePost(id: string): void;
  fail(id: string, failure: FakeRedditFailure | null): void;
  close(): Promise<void>;
}

export function redditPostListing(post: FakeRedditPost): unknown;
export function startFakeReddit(options?: { port?: number; host?: string }): Promise<FakeReddit>;
