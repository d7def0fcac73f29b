import type { AdminTemplateImage, PromptItem, TemplateImage } from 'api-client';
import type { FileUrlSigner } from '../files/index.js';
import type { TemplateRow } from './templates.repository.js';

/** Template rows as the contract names them, with signed links to their files. */
export function createTemplateViews(fileUrls: FileUrlSigner) {
  const templateImage = (row: TemplateRow): TemplateImage => ({
    fileId: row.file_id, imageUrl: fileUrls.sign(row.storage_key), moderationStatus: row.moderation_status, class: row.class, prompt: row.prompt,
  });
  return {
    templateImage,
    adminTemplateImage: (row: TemplateRow): AdminTemplateImage => ({ ...templateImage(row), categoryId: row.category_id, packageId: row.pack_id }),
    promptItem: (row: TemplateRow): PromptItem => ({ fileId: row.file_id, imageUrl: fileUrls.sign(row.storage_key), prompt: row.prompt }),
  };
}
export type TemplateViews = ReturnType<typeof createTemplateViews>;
