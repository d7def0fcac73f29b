import type { AppConfig } from '../../../config/config.js';
import type { SentInputs } from '../../../infra/replicate/version-schemas.js';
import { IMAGE_FILTERS } from 'api-client';
import type { ImageFilterName } from '../image-engine.js';
import { filterInput, inpaintInput, predictionInput } from './replicate-image.engine.js';
import { kontextInput } from './replicate-preview.engine.js';
import { outfitInput } from './replicate-outfit.engine.js';
import { upscaleInput } from './replicate-upscale.engine.js';

/** "owner/name:<64 hex>" → the model and its pinned version. */
function pinned(ref: string): { model: string; version: string } {
  const at = ref.lastIndexOf(':');
  return { model: ref.slice(0, at), version: ref.slice(at + 1) };
}

const fieldsOf = (input: object) => Object.keys(input);
/** The setting that pins each filter's version. */
const FILTER_SETTINGS: Record<ImageFilterName, string> = { 'mirage-ghibli': 'REPLICATE_GHIBLI_VERSION' };
const SAMPLE = { prompt: 'a photo', seed: 1 };

/**
 * Every Replicate model version the image engines run, with the input fields their adapters send, built
 * by the adapters' own input functions (one source): providers:check reads each version's schema.
 */
export function replicateImageInputs(config: Pick<AppConfig, 'engine'>): SentInputs[] {
  const { engine } = config;
  const model = { version: null, weightsUrl: null, mainImageKey: null };
  const entries: SentInputs[] = [
    {
      label: 'gen on the base model (REPLICATE_BASE_MODEL)', model: engine.replicateBaseModel, schema: 'Input',
      fields: fieldsOf(predictionInput({ ...SAMPLE, count: 1, model: { ...model, type: 'flux-base' } })),
    },
    {
      label: 'mask edits (REPLICATE_INPAINT_VERSION)', ...pinned(engine.edits.replicateInpaintVersion), schema: 'Input',
      fields: fieldsOf(inpaintInput(SAMPLE, 'image', 'mask')),
    },
    {
      label: 'free previews (REPLICATE_PREVIEW_MODEL)', ...pinned(engine.replicatePreviewModel), schema: 'Input',
      fields: fieldsOf(kontextInput({ ...SAMPLE, style: 'linkedin', selfie: { bytes: Buffer.alloc(0), contentType: 'image/jpeg', width: 1, height: 1 } }, 'image')),
    },
    {
      label: 'change outfit (REPLICATE_OUTFIT_VERSION)', ...pinned(engine.edits.replicateOutfitVersion), schema: 'Input',
      fields: fieldsOf(outfitInput({ outfit: 'a navy suit', seed: 1 }, 'image')),
    },
    {
      label: 'HD upscale (REPLICATE_UPSCALE_VERSION)', ...pinned(engine.edits.replicateUpscaleVersion), schema: 'Input',
      fields: fieldsOf(upscaleInput({ image: { bytes: Buffer.alloc(0), contentType: 'image/jpeg', width: 100, height: 100 }, scale: 2, width: 200, height: 200 }, 'image')),
    },
  ];
  if (engine.replicate.owner) {
    entries.push({
      // Every trained version comes from one trainer into one destination model: its latest version stands for them.
      label: `gen on a trained model (the latest version of REPLICATE_OWNER/REPLICATE_DESTINATION_MODEL)`,
      model: `${engine.replicate.owner}/${engine.replicate.destinationModel}`, schema: 'Input', mayNotExistYet: true,
      fields: fieldsOf(predictionInput({ ...SAMPLE, count: 1, model: { ...model, type: 'flux-lora' } })),
    });
  }
  for (const filter of IMAGE_FILTERS) {
    const version = engine.edits.replicateFilterVersions[filter];
    if (!version) continue; // not set up: the filter fails and is refunded, nothing is sent
    entries.push({ label: `the ${filter} filter (${FILTER_SETTINGS[filter]})`, ...pinned(version), schema: 'Input', fields: fieldsOf(filterInput({ ...SAMPLE, filter }, 'image')) });
  }
  return entries;
}
