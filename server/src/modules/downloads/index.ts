// The downloads module's public face: what other modules and the composition may use. Zip downloads of a pack or chosen photos, by signed link.
export { createDownloadsComponents, type DownloadsComponents } from './downloads.wiring.js';
export { downloadsRoutes } from './downloads.routes.js';
