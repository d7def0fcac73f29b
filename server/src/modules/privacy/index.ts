// The privacy module's public face: what other modules and the composition may use. Deleting a model or the account, exporting one's data, and the selfie retention.
export { createPrivacyComponents, type PrivacyComponents } from './privacy.wiring.js';
export { privacyRoutes } from './privacy.routes.js';
