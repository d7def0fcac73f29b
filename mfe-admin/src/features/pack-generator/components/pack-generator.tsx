import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage, generatePack, NO_PACK_SELECTED_MESSAGE, PACK_PARTIAL_WARNING, packGenerationFailedMessage, type PhotoPack,
} from 'api-client';
import { Banner, Button, SelectField, Stack, useAlert } from 'shared-ui';
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
  const [busy, setBusy] = useState(false);

  async function generate() {
    if (!pack) return alert(NO_PACK_SELECTED_MESSAGE);
    if (!modelId) return alert(SELECT_CUSTOM_MODEL_MESSAGE);
    setBusy(true);
    try {
      const reply = await generatePack({ packId: pack.PackageID, modelId });
      if (reply.status === 'partial') await alert(PACK_PARTIAL_WARNING);
      navigate(`/pack-generated/${reply.packGenerationId}`);
    } catch (error) {
      setBusy(false);
      await alert(packGenerationFailedMessage(errorMessage(error, '')));
    }
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
          <Button loading={busy} onClick={() => void generate()}>
            Generate Pack
          </Button>
        </ButtonRow>
      </Stack>
    </SectionCard>
  );
}
