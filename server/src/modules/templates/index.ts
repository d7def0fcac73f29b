// The templates module's public face: what other modules and the composition may use. Template images users generate from, and the admin's content generator.
export { createTemplatesComponents, type TemplatesComponents } from './templates.wiring.js';
export { templatesRoutes } from './templates.routes.js';
export { type PromptWriter } from './prompt-writers/prompt-writer.js';
