// The previews module's public face: what other modules and the composition may use. The free preview: two watermarked photos from a selfie before any purchase, one per account (docs/previews.md).
export { createPreviewsComponents, type PreviewsComponents } from './previews.wiring.js';
export { previewsRoutes } from './previews.routes.js';
