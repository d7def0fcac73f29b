/** The word a flux-lora prompt must contain (it names the person); "Model" counts too and is lowercased. */
const MODEL_WORD = /\b[Mm]odel\b/g;

export interface ModelIdentity {
  triggerWord: string;
  modelClass: string;
  /** Comma-separated, e.g. "brown-haired,with-glasses". */
  characteristics: string;
}

/** The prompt as stored and shown again (Refine this prompt): a capitalised "Model" lowercased. */
export function normalisePrompt(prompt: string): string {
  return prompt.trim().replace(MODEL_WORD, 'model');
}

export function mentionsModel(prompt: string): boolean {
  return new RegExp(MODEL_WORD.source).test(prompt);
}

/** "TOKX7 woman (brown haired, with glasses)": what the LoRA was trained to recognise, then what it is. */
export function describeModel(model: ModelIdentity): string {
  const traits = model.characteristics.split(',').map((c) => c.trim().replace(/-/g, ' ')).filter(Boolean);
  const kind = model.modelClass === 'other' ? model.triggerWord : `${model.triggerWord} ${model.modelClass}`;
  return traits.length ? `${kind} (${traits.join(', ')})` : kind;
}

/** Every "model" in the prompt becomes the model's description; flux-base (no model) keeps the prompt as it is. */
export function expandPrompt(prompt: string, model: ModelIdentity | null): string {
  if (!model) return prompt.trim();
  return normalisePrompt(prompt).replace(MODEL_WORD, describeModel(model));
}
