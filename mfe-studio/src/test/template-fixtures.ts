import type { TemplateClass, TemplateComplete, TemplateImage } from 'api-client';

export const categories = [
  { categoryID: 1, name: 'Business' },
  { categoryID: 2, name: 'Travel' },
];

export const template = (fileId: string, templateClass: TemplateClass = 'woman', overrides: Partial<TemplateImage> = {}): TemplateImage => ({
  fileId,
  imageUrl: `/ai-photographer/files/${fileId}.jpg`,
  moderationStatus: 'approved',
  class: templateClass,
  prompt: `model in a ${fileId} scene`,
  ...overrides,
});

export const templateComplete = (overrides: Partial<TemplateComplete> = {}): TemplateComplete => ({
  outputImageUrl: '/ai-photographer/files/out1.jpg',
  outputFileId: 'out1',
  outputModelId: '7',
  suggestedTemplateImages: [template('s1'), template('s2')],
  ...overrides,
});
