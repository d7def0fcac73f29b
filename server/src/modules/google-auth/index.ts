// The google-auth module's public face: what other modules and the composition may use. Sign-in with Google and the activation of a new Google user.
export { createGoogleAuthComponents, type GoogleAuthComponents } from './google-auth.wiring.js';
export { googleAuthRoutes } from './google-auth.routes.js';
