import { FLUX_DEV_INPUT, FLUX_FILL_DEV_INPUT, FLUX_KONTEXT_PRO_INPUT, TRAINED_VERSION_INPUT, type Rule } from './flux-input-check.js';

/**
 * The input schemas Replicate publishes with each version (GET /v1/models/{owner}/{name}/versions/{id} →
 * `openapi_schema.components.schemas.Input` for predictions, `TrainingInput` for trainings), for the
 * versions this fake serves. Prediction inputs are the rules the fake validates with; the trainers' from
 * their sources (flux-fine-tuner's train.py; fast-flux-trainer's model page).
 */
export type PublishedSchemas = Partial<Record<'Input' | 'TrainingInput', Record<string, Rule>>>;

const text: Rule = { type: 'string' };
const LORA_TRAINER_INPUT: Record<string, Rule> = Object.fromEntries([
  'input_images', 'trigger_word', 'autocaption', 'autocaption_prefix', 'autocaption_suffix', 'steps', 'learning_rate', 'batch_size',
  'resolution', 'lora_rank', 'caption_dropout_rate', 'optimizer', 'cache_latents_to_disk', 'layers_to_optimize_regex',
  'gradient_checkpointing', 'hf_repo_id', 'hf_token', 'wandb_api_key', 'wandb_project', 'wandb_run', 'wandb_entity',
  'wandb_sample_interval', 'wandb_sample_prompts', 'wandb_save_interval', 'skip_training_and_use_pretrained_hf_lora_url',
].map((name) => [name, text]));
const FAST_TRAINER_INPUT: Record<string, Rule> = { input_images: text, trigger_word: text, lora_type: { type: 'string', enum: ['subject', 'style'] } };

export const SCHEMAS = {
  loraTrainer: { TrainingInput: LORA_TRAINER_INPUT },
  fastTrainer: { TrainingInput: FAST_TRAINER_INPUT },
  fluxDev: { Input: FLUX_DEV_INPUT },
  fluxFillDev: { Input: FLUX_FILL_DEV_INPUT },
  kontextPro: { Input: FLUX_KONTEXT_PRO_INPUT },
  trainedVersion: { Input: TRAINED_VERSION_INPUT },
} as const satisfies Record<string, PublishedSchemas>;

/** A version's `openapi_schema`, less the fields a test took out of it (a version that renamed or dropped them). */
export function openApiSchema(schemas: PublishedSchemas, omitted: ReadonlySet<string> = new Set()) {
  const components = Object.fromEntries(Object.entries(schemas).map(([name, rules]) => [name, {
    type: 'object', title: name,
    properties: Object.fromEntries(Object.entries(rules ?? {}).filter(([field]) => !omitted.has(field)).map(([field, rule]) => [field, {
      type: rule.type, title: field, ...(rule.min === undefined ? {} : { minimum: rule.min }), ...(rule.max === undefined ? {} : { maximum: rule.max }),
      ...(rule.enum ? { enum: rule.enum } : {}),
    }])),
  }]));
  return { openapi: '3.0.2', info: { title: 'Cog', version: '0.1.0' }, components: { schemas: components } };
}
