// The offers module's public face: what other modules and the composition may use. The share offer: free credits for a photo posted on Reddit (docs/offers.md).
export { createOffersComponents, type OffersComponents } from './offers.wiring.js';
export { offersRoutes } from './offers.routes.js';
export { type RedditPosts } from './reddit-posts.adapter.js';
