// The models module's public face: what other modules and the composition may use. Models and their owners' flags, and the models pages (models, details, train overview, gen status).
export { createModelPages, createModelsComponents, type ModelPages, type ModelsComponents } from './models.wiring.js';
export { modelsRoutes } from './models.routes.js';
export { trainingRequestedAt, type ModelRow, type ModelsRepository } from './models.repository.js';
export { type RulesGate } from './rules-gate.js';
export { BASE_MODEL_ID, BASE_MODEL_NAME, MODEL_NOT_FOUND_MESSAGE } from './models.service.js';
export { type AccountFlagsRepository } from './account-flags.repository.js';

