import { useNavigate } from 'react-router-dom';
import { errorMessage, getModelsThin, packGenerationFailedMessage } from 'api-client';
import { useAlert, useApiMutation } from 'shared-ui';
import { pickPackModel } from '../pack-model';
import { useGeneratePack, type PackSpend } from './use-generate-pack';

/**
 * Generates a pack with credits from the packs page, using the user's newest ready flux-lora model;
 * without one the user goes to train a model first.
 */
export function useGenerateWithLatestModel() {
  const navigate = useNavigate();
  const alert = useAlert();
  const { generating, generate } = useGeneratePack();
  // The model look-up comes first: the pack counts as in flight from the click on.
  const lookup = useApiMutation(async (_run: { packId: number; spend: PackSpend }) => pickPackModel((await getModelsThin()).models), {
    onSuccess: (model, { packId, spend }) => {
      if (model) generate({ packId, modelId: model.ModelID }, spend);
      else navigate('/train');
    },
    onError: (error) => void alert(packGenerationFailedMessage(errorMessage(error, ''))),
  });

  // Found: the generation takes over in the same render. None: in flight while the page leaves for train.
  const preparing = lookup.isPending || (lookup.status === 'success' && lookup.data === null) ? (lookup.variables?.packId ?? null) : null;
  return {
    generating: preparing ?? generating,
    generateWithLatestModel: (packId: number, spend: PackSpend) => lookup.mutate({ packId, spend }),
  };
}
