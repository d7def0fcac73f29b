import { deleteModel } from 'api-client';
import { MODELS_THIN_KEY, useApiMutation } from 'shared-ui';

/** Deletes a model; the models list (here and in commerce's pack pages) is asked again. */
export function useDeleteModel(onDeleted: () => void) {
  return useApiMutation((variables: { modelId: string; deleteImages: boolean }) => deleteModel(variables), {
    invalidates: [MODELS_THIN_KEY],
    onSuccess: onDeleted,
  });
}
