// The showcase module's public face: what other modules and the composition may use. Real proof photos with
// the consent of the person shown, placed by an admin on the landing page, the face gallery and pack cards.
export { createShowcaseComponents, type ShowcaseComponents } from './showcase.wiring.js';
export { showcaseRoutes } from './showcase.routes.js';
