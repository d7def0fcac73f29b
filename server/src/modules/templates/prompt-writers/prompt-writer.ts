/**
 * Writes varied template prompts from an admin's theme (the content generator's auto mode). Every prompt
 * names the subject as the word "model", as pack prompts do, so a user's model can stand in for it.
 */
export interface PromptRequest {
  /** The admin's theme ("business portraits in a bright office"); empty: the category's name. */
  theme: string;
  /** The template category, e.g. "Business". */
  category: string;
  /** What the subject is, e.g. "a woman", "a dog". */
  subject: string;
  count: number;
}

export interface PromptWriter {
  readonly name: 'local' | 'replicate';
  /** Exactly `count` distinct prompts, each naming the subject as "model". */
  write(request: PromptRequest): Promise<string[]>;
}

/** The theme without the word "model" (auto mode keeps it out: the writer places the subject itself). */
export function cleanTheme(request: Pick<PromptRequest, 'theme' | 'category'>): string {
  const theme = request.theme.replace(/\b[Mm]odels?\b/g, ' ').replace(/\s+/g, ' ').replace(/^[\s,.;:]+|[\s,.;:]+$/g, '');
  return theme || `${request.category.toLowerCase()} photo`;
}
