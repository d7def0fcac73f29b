// Schema-free values the generation page renders with before the contract (zod and the call schemas) has
// loaded; exported by api-client/runtime, and through it by the full entry.

/** Ids of the gen page's pseudo-entries New model and All models, which lead to other pages. */
export const NEW_MODEL_ID = '-1';
export const ALL_MODELS_ID = '-2';

/** A photo just made: its score comes later (gen answers before scoring). */
export const UNSCORED = { likeness: null, likenessBand: null, likenessRefund: null } as const;

/** Splits the comma-joined wire form of a model's characteristics into its entries ('' is none). */
export function splitCharacteristics(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** What the generation page and the gen call show. See docs/generation-and-images.md#the-gen-call. */
export const NO_MODELS_MESSAGE = 'Please create a model first';
export const NO_MODEL_SELECTED_MESSAGE = 'No model selected';
export const PROMPT_NEEDS_MODEL_MESSAGE = "Prompt must include the word 'model'";
/** A model whose training has not succeeded: only succeeded models can be used. */
export const MODEL_NOT_READY_MESSAGE = 'Model is not ready to use';
