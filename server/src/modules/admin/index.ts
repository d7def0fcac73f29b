// The admin module's public face: what other modules and the composition may use. Who runs the product: system status, mock mode, resetting a test account, admin accounts.
export { createAdminComponents, type AdminComponents } from './admin.wiring.js';
export { adminRoutes } from './admin.routes.js';
