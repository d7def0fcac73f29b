import type { ModelStatus, ThinModel } from 'api-client';

/** Non-succeeded statuses show as a suffix, e.g. "Anna (processing)". */
export function modelLabel(model: Pick<ThinModel, 'ModelName' | 'Status'>): string {
  return model.Status === 'succeeded' ? model.ModelName : `${model.ModelName} (${model.Status})`;
}

export const MODEL_NOT_READY_MESSAGE = 'Model is not ready to use';

/** A model's status in words a person uses: "Ready", not the engine's "succeeded" (starting and processing both train). */
export const MODEL_STATUS_TEXT: Record<ModelStatus, string> = {
  starting: 'Training',
  processing: 'Training',
  succeeded: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
};
