// The packs module's public face: what other modules and the composition may use. Photo packs: the catalogue, what payments sells, purchases, and a pack's generation.
export { createPackCatalogueComponents, createPacksComponents, type PackCatalogueComponents, type PacksComponents } from './packs.wiring.js';
export { packsRoutes } from './packs.routes.js';
export { type PacksRepository } from './packs.repository.js';
export { type PackForSale } from './pack-sales.js';

