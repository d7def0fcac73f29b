import {
  CATEGORY_REQUIRED_MESSAGE, CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE, MAX_TEMPLATE_IMAGES_PER_CALL, TEMPLATE_GENERATOR_MODES,
  type GenerateTemplateImagesRequest, type TemplateClass,
} from 'api-client';

export type GeneratorMode = (typeof TEMPLATE_GENERATOR_MODES)[number];

/** The generator's default batch (spec §9). */
export const DEFAULT_IMAGE_COUNT = 1;
export const COUNT_RANGE_MESSAGE = `Choose between 1 and ${MAX_TEMPLATE_IMAGES_PER_CALL} images`;
export const AUTO_PROMPT_HINT = 'Auto mode: the prompt is a theme for the generated prompts. Avoid the word "model".';
export const AUTO_PROMPT_WARNING = 'This theme mentions "model". In auto mode, leave the word out.';
export const CUSTOM_PROMPT_HINT = 'Custom mode: one image from this exact prompt. Name the person as "model".';

export interface GeneratorInput {
  categoryId: number | null;
  templateClass: TemplateClass;
  mode: GeneratorMode;
  prompt: string;
  /** As typed in auto mode; custom mode always makes one image. */
  imagesCount: string;
}

export interface GeneratorErrors {
  category?: string;
  prompt?: string;
  imagesCount?: string;
}

// The server's own check (api-client generate-template-images): the whole word, as written.
const MODEL_WORD = /\bmodel\b/;

export function mentionsModel(prompt: string, anyCase = false): boolean {
  return (anyCase ? /\bmodel\b/i : MODEL_WORD).test(prompt);
}

/** Custom mode makes exactly one image; auto mode makes what was asked. */
export function effectiveCount(input: Pick<GeneratorInput, 'mode' | 'imagesCount'>): number {
  return input.mode === 'custom' ? 1 : Number(input.imagesCount);
}

/** What stops the request, per field; empty when it may be sent. */
export function generatorErrors(input: GeneratorInput): GeneratorErrors {
  const errors: GeneratorErrors = {};
  if (input.categoryId === null) errors.category = CATEGORY_REQUIRED_MESSAGE;
  if (input.mode === 'custom' && !mentionsModel(input.prompt.trim())) errors.prompt = CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE;
  const count = effectiveCount(input);
  if (!Number.isInteger(count) || count < 1 || count > MAX_TEMPLATE_IMAGES_PER_CALL) errors.imagesCount = COUNT_RANGE_MESSAGE;
  return errors;
}

export function hasErrors(errors: GeneratorErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The request for a valid input (see generatorErrors). */
export function toGenerateRequest(input: GeneratorInput & { categoryId: number }): GenerateTemplateImagesRequest {
  return {
    prompt: input.prompt.trim(),
    imagesCount: effectiveCount(input),
    templateCategoryId: input.categoryId,
    templateClass: input.templateClass,
    mode: input.mode,
  };
}
