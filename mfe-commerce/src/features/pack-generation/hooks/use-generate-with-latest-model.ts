import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, getModelsThin, packGenerationFailedMessage } from 'api-client';
import { useAlert } from 'shared-ui';
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
  const [preparing, setPreparing] = useState<number | null>(null);

  const generateWithLatestModel = useCallback(
    async (packId: number, spend: PackSpend) => {
      setPreparing(packId);
      let modelId: string;
      try {
        const model = pickPackModel((await getModelsThin()).models);
        if (!model) {
          navigate('/train');
          return;
        }
        modelId = model.ModelID;
      } catch (error) {
        setPreparing(null);
        await alert(packGenerationFailedMessage(errorMessage(error, '')));
        return;
      }
      const run = generate({ packId, modelId }, spend);
      setPreparing(null);
      await run;
    },
    [alert, generate, navigate],
  );

  return { generating: preparing ?? generating, generateWithLatestModel };
}
