import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EDIT_MODEL_FAILED_MESSAGE, editModel, splitCharacteristics, type Model, type ModelClass } from 'api-client';
import { Button, Card, Stack, theme, useAlert } from 'shared-ui';
import { CharacteristicsPicker } from '../../../components/characteristics-picker';
import { CLASS_REQUIRED_MESSAGE, ModelClassField } from '../../../components/model-class-field';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

interface EditModelFormProps {
  model: Model;
  onSaved: () => void;
}

/** Part 2 §2 edit-model: name and status to read; class and characteristics to change. */
export function EditModelForm({ model, onSaved }: EditModelFormProps) {
  const alert = useAlert();
  const [modelClass, setModelClass] = useState<ModelClass | ''>(model.Class ?? '');
  const [classError, setClassError] = useState<string>();
  const [characteristics, setCharacteristics] = useState(() => splitCharacteristics(model.Characteristics));
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!modelClass) {
      setClassError(CLASS_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await editModel({ modelId: model.ModelID, modelClass, modelCharacteristics: characteristics.join(',') });
      onSaved();
    } catch {
      setBusy(false);
      await alert(EDIT_MODEL_FAILED_MESSAGE);
    }
  }

  return (
    <Card>
      <form onSubmit={save} noValidate aria-label="Edit model">
        <Stack gap={24}>
          <Summary>
            <dt>Name</dt>
            <dd>{model.ModelName}</dd>
            <dt>Status</dt>
            <dd>{model.Status}</dd>
          </Summary>
          <ModelClassField
            value={modelClass}
            error={classError}
            onChange={(value) => {
              setModelClass(value);
              setClassError(undefined);
            }}
          />
          <CharacteristicsPicker selected={characteristics} onChange={setCharacteristics} />
          <div>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
