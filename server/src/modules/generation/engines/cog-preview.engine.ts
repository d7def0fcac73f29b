import type { PreviewEngine } from '../image-engine.js';

/** Why IMAGE_ENGINE=cog makes no previews, in the words an operator reads in the logs. */
export const COG_HAS_NO_PREVIEW_MESSAGE =
  'IMAGE_ENGINE=cog has no self-hosted identity model: free previews run on IMAGE_ENGINE=replicate (FLUX.1 Kontext) or mock';

/**
 * Cog: no identity model that works without training runs self-hosted here (cog-flux serves Flux with a
 * LoRA, which needs the training a preview exists to avoid; FLUX.1 Kontext [pro] is API-only and the open
 * Kontext [dev] weights are non-commercial). The engine says so: previews are paused, never attempted.
 */
export function createCogPreviewEngine(): PreviewEngine {
  return {
    name: 'cog',
    available: false,
    preview: async () => ({ ok: false, error: COG_HAS_NO_PREVIEW_MESSAGE }),
  };
}
