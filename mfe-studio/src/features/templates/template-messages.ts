/** The texts the templates pages show; tests assert them word for word. */
export const TEMPLATES_UNAVAILABLE_MESSAGE =
  'Template images are unavailable for this model. Templates are made for man and woman models: change its class if it is wrong.';
export const NO_TRAINED_MODEL_MESSAGE = "You haven't trained a model yet. Train one to put yourself in these templates.";
export const MODEL_TRAINING_MESSAGE = 'Your model is still training. Once it is ready you can put yourself in these templates.';
export const NO_TEMPLATES_IN_CATEGORY_MESSAGE = 'No templates in this category yet. Try another category.';
export const NO_CATEGORIES_MESSAGE = 'No templates yet. Please check back soon.';
export const TEMPLATES_FAILED_MESSAGE = 'Failed to load templates';
export const FAILED_TO_LOAD_IMAGE_MESSAGE = 'Failed to load image';
export const GENERATING_FROM_TEMPLATE_MESSAGE = 'Creating your photo. This can take a minute or two: please keep this page open.';

/** Spec §8 "Failed to generate (status)": the reply's status or the HTTP status, then the reason when known. */
export function generateFailedMessage(status: string | number | null, reason?: string): string {
  const head = status === null ? 'Failed to generate' : `Failed to generate (${status})`;
  return reason ? `${head}: ${reason}` : head;
}
