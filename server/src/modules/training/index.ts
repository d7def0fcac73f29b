// The training module's public face: what other modules and the composition may use. Training a model from its photos on the configured engine, and the engines' webhooks.
export { createTrainingComponents, type TrainingComponents } from './training.wiring.js';
export { SWEEP_WINDOW_MS } from './training.service.js';
export { cogWebhookRoutes } from './webhooks/cog-webhook.routes.js';
export { replicateWebhookRoutes } from './webhooks/replicate-webhook.routes.js';
export { type TrainingEngine } from './engines/training-engine.js';
export { replicateTrainerInputs } from './engines/replicate-training.engine.js';
