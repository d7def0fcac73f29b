import { z } from 'zod';
import { templateClassSchema } from './model-class';

export const templateCategorySchema = z.object({ categoryID: z.number().int(), name: z.string() });
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const MODERATION_STATUSES = ['approved', 'rejected'] as const;
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);

/**
 * A template image: a ready-made picture whose prompt a user can generate with their own model. The prompt
 * names the person as the word "model" (as gen's prompts do), so it can be refined on gen as it stands.
 */
export const templateImageSchema = z.object({
  fileId: z.string(),
  imageUrl: z.string(),
  moderationStatus: moderationStatusSchema,
  class: templateClassSchema,
  prompt: z.string(),
});
export type TemplateImage = z.infer<typeof templateImageSchema>;

/** What the content generator also needs: the category and pack membership. */
export const adminTemplateImageSchema = templateImageSchema.extend({
  categoryId: z.number().int(),
  packageId: z.number().int().nullable(),
});
export type AdminTemplateImage = z.infer<typeof adminTemplateImageSchema>;

export const promptItemSchema = z.object({ fileId: z.string(), imageUrl: z.string(), prompt: z.string() });
export type PromptItem = z.infer<typeof promptItemSchema>;
