/**
 * The inputs Flux predictions accept (the models' published input schemas): a trained version runs cog-flux's
 * HotswapPredictor, the official black-forest-labs/flux-dev its own predictor. The fake refuses
 * anything else with a 422, so a wrong or misspelt input fails in tests instead of being ignored.
 */
export type Rule = { type: 'string' | 'integer' | 'number' | 'boolean'; min?: number; max?: number; enum?: readonly unknown[] };

const ASPECT_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'] as const;
const FORMATS = ['webp', 'jpg', 'png'] as const;

const SHARED: Record<string, Rule> = {
  prompt: { type: 'string' },
  image: { type: 'string' },
  aspect_ratio: { type: 'string', enum: ASPECT_RATIOS },
  prompt_strength: { type: 'number', min: 0, max: 1 },
  num_outputs: { type: 'integer', min: 1, max: 4 },
  num_inference_steps: { type: 'integer', min: 1, max: 50 },
  seed: { type: 'integer' },
  output_format: { type: 'string', enum: FORMATS },
  output_quality: { type: 'integer', min: 0, max: 100 },
  disable_safety_checker: { type: 'boolean' },
  go_fast: { type: 'boolean' },
  megapixels: { type: 'string', enum: ['1', '0.25'] },
};

export const TRAINED_VERSION_INPUT: Record<string, Rule> = {
  ...SHARED,
  aspect_ratio: { type: 'string', enum: [...ASPECT_RATIOS, 'custom'] },
  mask: { type: 'string' },
  width: { type: 'integer', min: 256, max: 1440 },
  height: { type: 'integer', min: 256, max: 1440 },
  model: { type: 'string', enum: ['dev', 'schnell'] },
  guidance_scale: { type: 'number', min: 0, max: 10 },
  replicate_weights: { type: 'string' },
  lora_scale: { type: 'number', min: -1, max: 3 },
  extra_lora: { type: 'string' },
  extra_lora_scale: { type: 'number', min: -1, max: 3 },
};

/** black-forest-labs/flux-fill-dev (its version page's input schema): inpainting, `guidance` up to 100. */
export const FLUX_FILL_DEV_INPUT: Record<string, Rule> = {
  prompt: { type: 'string' },
  image: { type: 'string' },
  mask: { type: 'string' },
  num_outputs: { type: 'integer', min: 1, max: 4 },
  num_inference_steps: { type: 'integer', min: 1, max: 50 },
  guidance: { type: 'number', min: 0, max: 100 },
  seed: { type: 'integer' },
  output_format: { type: 'string', enum: FORMATS },
  output_quality: { type: 'integer', min: 0, max: 100 },
  disable_safety_checker: { type: 'boolean' },
  megapixels: { type: 'string', enum: ['1', '0.25', 'match_input'] },
};

/**
 * black-forest-labs/flux-kontext-pro (its version page's input schema, e.g. version 0a138193…): the
 * identity model of the free preview. `safety_tolerance` goes up to 6, but "2 is currently the maximum
 * allowed when input images are used" (checkKontextInput); the output is one URI, not a list.
 */
export const FLUX_KONTEXT_PRO_INPUT: Record<string, Rule> = {
  prompt: { type: 'string' },
  input_image: { type: 'string' },
  aspect_ratio: { type: 'string', enum: ['match_input_image', '1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'] },
  output_format: { type: 'string', enum: ['jpg', 'png'] },
  seed: { type: 'integer' },
  safety_tolerance: { type: 'integer', min: 0, max: 6 },
  prompt_upsampling: { type: 'boolean' },
};

/** FLUX.1 Kontext [pro]'s rules beyond the field types: its schema's, then the one its description adds. */
export function checkKontextInput(input: unknown): string[] {
  const problems = checkFluxInput(FLUX_KONTEXT_PRO_INPUT, input);
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (record.input_image !== undefined && typeof record.safety_tolerance === 'number' && record.safety_tolerance > 2) {
    problems.push('input.safety_tolerance: 2 is the maximum allowed when input images are used');
  }
  return problems;
}

export const FLUX_DEV_INPUT: Record<string, Rule> = {
  ...SHARED,
  guidance: { type: 'number', min: 0, max: 10 },
};

function typeOk(rule: Rule, value: unknown): boolean {
  if (rule.type === 'integer') return Number.isInteger(value);
  if (rule.type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === rule.type;
}

/** Every violation, as "input.num_outputs: must be at most 4"; [] when the input is acceptable. */
export function checkFluxInput(rules: Record<string, Rule>, input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return ['input: must be an object'];
  const record = input as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof record.prompt !== 'string' || record.prompt === '') problems.push('input.prompt: is required');
  for (const [key, value] of Object.entries(record)) {
    const rule = rules[key];
    if (!rule) {
      problems.push(`input.${key}: is not an input of this model`);
      continue;
    }
    if (!typeOk(rule, value)) problems.push(`input.${key}: must be ${rule.type === 'integer' ? 'an' : 'a'} ${rule.type}`);
    else if (rule.enum && !rule.enum.includes(value)) problems.push(`input.${key}: must be one of ${rule.enum.join(', ')}`);
    else if (typeof value === 'number' && rule.min !== undefined && value < rule.min) problems.push(`input.${key}: must be at least ${rule.min}`);
    else if (typeof value === 'number' && rule.max !== undefined && value > rule.max) problems.push(`input.${key}: must be at most ${rule.max}`);
  }
  return problems;
}
