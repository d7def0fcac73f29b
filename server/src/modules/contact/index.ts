// The contact module's public face: what other modules and the composition may use. The pricing page's contact form.
export { createContactComponents, type ContactComponents } from './contact.wiring.js';
export { contactRoutes } from './contact.routes.js';
