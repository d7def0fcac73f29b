import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage, generatePack, NO_PACK_SELECTED_MESSAGE, PACK_PARTIAL_WARNING, packGenerationFailedMessage, type PhotoPack,
} from 'api-client';
import { Banner, Button, SelectField, Stack, useAlert, useApiMutation } from 'shared-ui';
import { ButtonRow } from '../../../components/field-row';
import { SectionCard } from '../../../components/section-card';
import { useCustomModels } from '../hooks/use-custom-models';

export const NO_MODEL_SELECTED_MESSAGE = 'No model selected';
export const SELECT_CUSTOM_MODEL_MESSAGE = 'Please select a custom model to generate the photo pack images';
export const NO_CUSTOM_MODELS_MESSAGE = 'You have no trained custom models yet: train one to generate packs with it.';
export const MODELS_LOAD_FAILED_MESSAGE = 'Failed to load your models';

/** Generates the selected pack with one of the admin's own models, as a buyer would, then shows it. */
export function PackGenerator({ pack }: { pack: PhotoPack | null }) {
  const navigate = useNavigate();
  const alert = useAlert();
  const models = useCustomModels();
  const [modelId, setModelId] = useState('');
  // Busy until the page has left for the generated pack (after the partial warning, if any).
  const generation = useApiMutation(generatePack, {
    onSuccess: async (reply) => {
      if (reply.status === 'partial') await alert(PACK_PARTIAL_WARNING);
      navigate(`/pack-generated/${reply.packGenerationId}`);
    },
    onError: (error) => void alert(packGenerationFailedMessage(errorMessage(error, ''))),
  });

  function generate() {
    if (!pack) return void alert(NO_PACK_SELECTED_MESSAGE);
    if (!modelId) return void alert(SELECT_CUSTOM_MODEL_MESSAGE);
    generation.mutate({ packId: pack.PackageID, modelId });
  }

  return (
    <SectionCard title="Pack generator">
      <Stack gap={12}>
        <p>Pack: {pack ? pack.Title : 'none selected (choose one under Pack and category)'}</p>
        <SelectField
          label="Model"
          value={modelId}
          placeholder="Choose a model"
          disabled={models.status !== 'success' || models.data.length === 0}
          onChange={(event) => setModelId(event.target.value)}
          options={(models.status === 'success' ? models.data : []).map((model) => ({
            value: model.ModelID,
            label: model.Class ? `${model.ModelName} (${model.Class})` : model.ModelName,
          }))}
        />
        {!modelId && <p role="status">{NO_MODEL_SELECTED_MESSAGE}</p>}
        {models.status === 'success' && models.data.length === 0 && <Banner tone="info">{NO_CUSTOM_MODELS_MESSAGE}</Banner>}
        {models.status === 'error' && <Banner tone="error">{MODELS_LOAD_FAILED_MESSAGE}</Banner>}
        <ButtonRow>
          <Button loading={generation.status === 'pending' || generation.status === 'success'} onClick={generate}>
            Generate Pack
          </Button>
        </ButtonRow>
      </Stack>
    </SectionCard>
  );
}
