import type { TrainOverview } from 'api-client';

/** A train overview with nothing going on; tests override what they need. */
export function overview(overrides: Partial<TrainOverview> = {}): TrainOverview {
  return {
    hasModelCredits: true,
    trainingsIncluded: 0,
    modelIsTraining: false,
    readyModelsExist: false,
    trainingStartTime: null,
    trainingModelName: null,
    recentlyCompletedModelName: null,
    recentlyCompletedModelId: null,
    recentlyCompletedDidFail: false,
    initialImagesNeedMaking: false,
    showRules: false,
    photoPackPendingID: null,
    trainingProgress: null,
    ...overrides,
  };
}

/** Picked photos: `photo-1.jpg`, `photo-2.jpg`, … (the extension can be changed per call). */
export function photos(count: number, ext = 'jpg'): File[] {
  return Array.from({ length: count }, (_, i) => new File([`pixels-${i + 1}`], `photo-${i + 1}.${ext}`, { type: 'image/jpeg' }));
}

/** jsdom has no object URLs; these stand-ins record what was created and revoked. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:thumb-${++next}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  return { created, revoked };
}
