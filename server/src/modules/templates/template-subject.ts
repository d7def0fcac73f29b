import type { TemplateClass } from 'api-client';

/** What the word "model" of a template prompt stands for when the built-in base model draws the template. */
const SUBJECT_WORDS: Record<TemplateClass, string> = {
  man: 'a man', woman: 'a woman', person: 'a person', couple: 'a couple', dog: 'a dog', cat: 'a cat', rabbit: 'a rabbit',
  'base-model': 'a person',
};

const MODEL_WORD = /\b[Mm]odel\b/g;

export const subjectOf = (templateClass: TemplateClass): string => SUBJECT_WORDS[templateClass];

/** The prompt as the base model receives it: every "model" replaced by the class's words ("a dog"). */
export function promptForClass(prompt: string, templateClass: TemplateClass): string {
  return prompt.trim().replace(MODEL_WORD, subjectOf(templateClass));
}
