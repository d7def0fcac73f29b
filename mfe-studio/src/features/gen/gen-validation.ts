import { MAX_IMAGES_PER_GENERATION, MIN_IMAGES_PER_GENERATION, MODEL_NOT_READY_MESSAGE, NO_MODEL_SELECTED_MESSAGE, NO_MODELS_MESSAGE, PROMPT_NEEDS_MODEL_MESSAGE } from 'api-client/runtime';
import { isRealModel, type GenModel } from './gen-model';

export const EMPTY_PROMPT_MESSAGE = 'Please enter a prompt';

export type GenCheck = { ok: true; prompt: string } | { ok: false; message: string };

/** A capitalised "Model" counts as the word; it is lowercased so the server finds it. */
export const lowercaseModelWord = (prompt: string) => prompt.replace(/\bModel\b/g, 'model');

/**
 * The gen rules the page can check before anything is sent (docs/generation-and-images.md#the-generation-page);
 * on success, the prompt to send.
 */
export function checkGeneration(models: readonly GenModel[], selected: GenModel | null, rawPrompt: string): GenCheck {
  if (!models.some(isRealModel)) return { ok: false, message: NO_MODELS_MESSAGE };
  if (!selected || !isRealModel(selected)) return { ok: false, message: NO_MODEL_SELECTED_MESSAGE };
  if (selected.status !== 'succeeded') return { ok: false, message: MODEL_NOT_READY_MESSAGE };
  const prompt = selected.modelType === 'flux-lora' ? lowercaseModelWord(rawPrompt).trim() : rawPrompt.trim();
  if (selected.modelType === 'flux-lora' && !/\bmodel\b/.test(prompt)) return { ok: false, message: PROMPT_NEEDS_MODEL_MESSAGE };
  if (!prompt) return { ok: false, message: EMPTY_PROMPT_MESSAGE };
  return { ok: true, prompt };
}

/** The x1-x4 button: 1, 2, 3, 4, then back to 1. */
export function nextImageCount(count: number): number {
  return count >= MAX_IMAGES_PER_GENERATION || count < MIN_IMAGES_PER_GENERATION ? MIN_IMAGES_PER_GENERATION : count + 1;
}
