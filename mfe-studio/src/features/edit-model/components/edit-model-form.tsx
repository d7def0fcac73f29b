import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EDIT_MODEL_FAILED_MESSAGE, editModel, splitCharacteristics, type Model, type ModelClass } from 'api-client';
import { Button, Card, Stack, theme, useAlert, useApiMutation } from 'shared-ui';
import { CharacteristicsPicker } from '../../../components/characteristics-picker';
import { MODEL_STATUS_TEXT } from '../../../lib/model-label';
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

/** The edit-model form: name and status to read; class and characteristics to change. */
export function EditModelForm({ model, onSaved }: EditModelFormProps) {
  const alert = useAlert();
  const [modelClass, setModelClass] = useState<ModelClass | ''>(model.Class ?? '');
  const [classError, setClassError] = useState<string>();
  const [characteristics, setCharacteristics] = useState(() => splitCharacteristics(model.Characteristics));
  // The page leaves on success, so the button stays busy until it has gone.
  const save = useApiMutation(editModel, { onSuccess: () => onSaved() });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!modelClass) {
      setClassError(CLASS_REQUIRED_MESSAGE);
      return;
    }
    try {
      await save.mutateAsync({ modelId: model.ModelID, modelClass, modelCharacteristics: characteristics.join(',') });
    } catch {
      await alert(EDIT_MODEL_FAILED_MESSAGE);
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit model">
        <Stack gap={24}>
          <Summary>
            <dt>Name</dt>
            <dd>{model.ModelName}</dd>
            <dt>Status</dt>
            <dd>{MODEL_STATUS_TEXT[model.Status]}</dd>
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
            <Button type="submit" loading={save.status === 'pending' || save.status === 'success'}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
