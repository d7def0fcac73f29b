import type { GenStatus, Image, Model } from 'api-client';

/** A gen status for a paying user with nothing special going on; tests override what they need. */
export function genStatus(overrides: Partial<GenStatus> = {}): GenStatus {
  return {
    status: 'success',
    credits: 500,
    trainingsIncluded: 0,
    hasCompletedModels: true,
    userHasPurchased: true,
    persona: 'professional',
    isMockMode: false,
    showRules: false,
    isAdmin: false,
    currentlyTrainingModelName: null,
    lastPrompt: null,
    ...overrides,
  };
}

export const image = (fileId: string, overrides: Partial<Image> = {}): Image => ({
  url: `/ai-photographer/files/${fileId}.jpg`,
  fileId,
  isLiked: false,
  prompt: `prompt of ${fileId}`,
  likeness: null,
  likenessBand: null,
  likenessRefund: null,
  ...overrides,
});

export const baseModel = (images: Image[] = []): Model => ({
  ModelName: 'Base model',
  ModelID: 'flux-base',
  MainImagePath: null,
  Status: 'succeeded',
  ModelType: 'flux-base',
  Class: null,
  Characteristics: '',
  Images: images,
});

export const loraModel = (id: string, name: string, overrides: Partial<Model> = {}): Model => ({
  ModelName: name,
  ModelID: id,
  MainImagePath: `/ai-photographer/files/main-${id}.jpg`,
  Status: 'succeeded',
  ModelType: 'flux-lora',
  Class: 'woman',
  Characteristics: 'blonde-haired,blue-eyed',
  Images: [],
  ...overrides,
});
