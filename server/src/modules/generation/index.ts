// The generation module's public face: what other modules and the composition may use. Making images (gen, edits, filters) and the gallery's image actions; the image engines (and their identity previews) and the likeness score.
export { configuredImageEngine, configuredOutfitEngine, configuredPreviewEngine, configuredUpscaleEngine, createGenerationComponents, type GenerationComponents } from './generation.wiring.js';
export { generationRoutes } from './generation.routes.js';
export { imageEditsRoutes } from './image-edits.routes.js';
export { idPhotosRoutes } from './id-photos.routes.js';
export {
  type ImageEngine, type ImageMaker, type ImageOutcome, type OutfitEngine, type OutfitRequest, type PreviewEngine, type PreviewRequest, type UpscaleEngine,
  type UpscaleRequest,
} from './image-engine.js';
export { refundMemo, type PaidImages } from './paid-images.js';
export { type GenerationService } from './generation.service.js';
export { isFileId, type ImagesRepository } from './images.repository.js';
export { mentionsModel, normalisePrompt } from './prompt/prompt-expansion.js';
export { brokenRule } from './prompt/prompt-rules.js';
export { replicateImageInputs } from './engines/replicate-sent-inputs.js';
