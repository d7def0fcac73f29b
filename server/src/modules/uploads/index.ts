// The uploads module's public face: what other modules and the composition may use. The training upload: screening the zip, the one-person check, and "These are all me"; the same photo checks for a preview's selfies.
export { createUploadsComponents, type UploadsComponents } from './uploads.wiring.js';
export { uploadsRoutes } from './uploads.routes.js';
export { type SelfieScreener } from './upload-workers.js';
export { type SelfieScreening } from './selfie-screening.js';
