import { deleteModel } from 'api-client';
import { useApiMutation } from 'shared-ui';
import { MODELS_THIN_KEY } from './use-my-models';

/** Deletes a model; the models list (here and in commerce's pack pages) is asked again. */
export function useDeleteModel(onDeleted: () => void) {
  return useApiMutation((variables: { modelId: string; deleteImages: boolean }) => deleteModel(variables), {
    invalidates: [MODELS_THIN_KEY],
    onSuccess: onDeleted,
  });
}
