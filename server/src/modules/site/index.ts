// The site module's public face: what other modules and the composition may use. The site itself: pages, remotes, runtime settings, health, OpenAPI.
export { siteRoutes } from './site.routes.js';
