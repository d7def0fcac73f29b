/** Business constants: the server enforces them, the UIs display them. See docs/README.md. */
export const CREDITS_PER_IMAGE = 10;
export const CREDITS_PER_TRAINING = 1150;
/** A photo pack's default credit price and size. */
export const PACK_CREDITS = 300;
export const PACK_IMAGE_COUNT = 30;
export const MIN_TRAINING_IMAGES = 12;
export const MAX_TRAINING_IMAGES = 20;
export const MODEL_NAME_MAX = 20;
export const MIN_IMAGES_PER_GENERATION = 1;
export const MAX_IMAGES_PER_GENERATION = 4;
/** One-time credit bundles (payg-pricing); the first is preselected. */
export const PAYG_BUNDLES = [3000, 6000, 30000, 70000] as const;
/** Upper bound on batch operations and id lists, so one request cannot ask for unbounded work. */
export const MAX_BATCH_OPERATIONS = 200;
export const PROMPT_MAX = 2000;
/** Most images one zip download may hold (a pack is 30; a gen selection is capped here). */
export const MAX_DOWNLOAD_IMAGES = 60;
/** An upload whose photos do not all look alike waits this long for "These are all me", then it and its photos are deleted. */
export const UPLOAD_CONFIRMATION_HOURS = 24;
/** What a purchase that includes a training (a starter pack) says about it, at checkout, on receipts and in the pages. */
export const TRAINING_INCLUDED_LABEL = 'Training included';
export const TRAINING_INCLUDED_LINE = "your AI model's training, at no extra cost";
