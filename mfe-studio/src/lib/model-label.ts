import type { ThinModel } from 'api-client';

/** Non-succeeded statuses show as a suffix, e.g. "Anna (processing)". */
export function modelLabel(model: Pick<ThinModel, 'ModelName' | 'Status'>): string {
  return model.Status === 'succeeded' ? model.ModelName : `${model.ModelName} (${model.Status})`;
}

export const MODEL_NOT_READY_MESSAGE = 'Model is not ready to use';
