import { useState, type ReactNode } from 'react';
import type { CreatePackRequest, PhotoPack } from 'api-client';
import { Button, Checkbox, SelectField, Stack, TextField } from 'shared-ui';
import { ButtonRow, FieldRow } from '../../../components/field-row';
import { TextAreaField } from '../../../components/text-area-field';
import {
  EMPTY_PACK_FORM, formFromPack, normalisePrice, normaliseReference, packFormErrors, PERSONA_CHOICES, toPackRequest,
  type PackFormErrors, type PackFormValues,
} from '../pack-form';

export type PackSaveKind = 'create' | 'update';

interface PackFormProps {
  /** The pack being edited; null when only a new pack can be made (Update Pack is then disabled). */
  editing: PhotoPack | null;
  /** A valid form, to create a new pack from or to update the edited one with. */
  onSubmit: (kind: PackSaveKind, request: CreatePackRequest) => void;
  /** The save under way, if any: its button spins and both wait. */
  saving: PackSaveKind | null;
  /** Messages shown under the buttons. */
  children?: ReactNode;
}

export function PackForm({ editing, onSubmit, saving, children }: PackFormProps) {
  const [values, setValues] = useState<PackFormValues>(() => (editing ? formFromPack(editing) : EMPTY_PACK_FORM));
  const [errors, setErrors] = useState<PackFormErrors>({});

  const set = <K extends keyof PackFormValues>(field: K, value: PackFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function send(kind: PackSaveKind) {
    const normalised = { ...values, price: normalisePrice(values.price) };
    setValues(normalised);
    const found = packFormErrors(normalised);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(kind, toPackRequest(normalised));
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap={16}>
        <FieldRow>
          <TextField
            label="Reference"
            value={values.reference}
            autoComplete="off"
            spellCheck={false}
            hint="No spaces: they are removed as you type."
            error={errors.reference}
            onChange={(event) => set('reference', normaliseReference(event.target.value))}
          />
          <TextField label="Title" value={values.title} error={errors.title} onChange={(event) => set('title', event.target.value)} />
        </FieldRow>
        <FieldRow>
          <TextField
            label="Price"
            value={values.price}
            inputMode="decimal"
            placeholder="$7.99"
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
            onBlur={(event) => set('price', normalisePrice(event.target.value))}
          />
          <SelectField
            label="Persona"
            value={values.persona}
            onChange={(event) => set('persona', event.target.value as PackFormValues['persona'])}
            options={PERSONA_CHOICES.map((value) => ({ value, label: value }))}
          />
        </FieldRow>
        <Checkbox label="Approved" checked={values.isApproved} onChange={(checked) => set('isApproved', checked)} />
        <TextAreaField
          label="Description"
          value={values.description}
          rows={4}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <ButtonRow>
          <Button loading={saving === 'create'} disabled={saving !== null} onClick={() => send('create')}>
            Create Pack
          </Button>
          <Button variant="secondary" loading={saving === 'update'} disabled={!editing || saving !== null} onClick={() => send('update')}>
            Update Pack
          </Button>
        </ButtonRow>
        {children}
      </Stack>
    </form>
  );
}
