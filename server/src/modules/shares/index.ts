// The shares module's public face: what other modules and the composition may use. Permanent public pages of shared photos (/s/<id>).
export { createSharesComponents, type SharesComponents } from './shares.wiring.js';
export { sharesRoutes } from './shares.routes.js';
