// The server tests' Reddit is the e2e harness's fake (one fake for both): see e2e/harness/fake-reddit.mjs.
export { redditPostListing, startFakeReddit, type FakeReddit, type FakeRedditPost } from '../../../e2e/harness/fake-reddit.mjs';
