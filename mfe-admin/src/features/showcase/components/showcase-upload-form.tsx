import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, SHOWCASE_MAX_BEFORE, errorMessage, uploadShowcaseItem, type ShowcaseKind, type ShowcaseUploadRequest } from 'api-client';
import { Banner, Button, SelectField, Stack, TextField, theme, useApiMutation } from 'shared-ui';
import { FieldRow } from '../../../components/field-row';
import { TextAreaField } from '../../../components/text-area-field';
import { SHOWCASE_ITEMS_KEY } from '../showcase-queries';

export const SHOWCASE_ADDED_MESSAGE = 'Added to the showcase. Choose where it appears below.';

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;

  small {
    color: ${theme.colors.textMuted};
    font-weight: 400;
  }
`;

interface Values {
  kind: ShowcaseKind;
  caption: string;
  subjectName: string;
  subjectEmail: string;
  consentedAt: string;
  consentText: string;
  before: File[];
  after: File | null;
}

const EMPTY: Values = { kind: 'pair', caption: '', subjectName: '', subjectEmail: '', consentedAt: '', consentText: '', before: [], after: null };

interface FileFieldProps {
  label: string;
  hint: string;
  multiple?: boolean;
  onChange: (files: File[]) => void;
}

function FileField({ label, hint, multiple = false, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <FileLabel htmlFor={id}>
      {label}
      <input id={id} type="file" accept="image/jpeg,image/png" multiple={multiple} onChange={(event) => onChange([...(event.target.files ?? [])])} />
      <small>{hint}</small>
    </FileLabel>
  );
}

/**
 * A new showcase item: a before/after pair or a single photo, and the consent of the person shown (who, when
 * they signed, what they signed). The server refuses it without consent, and screens the photos as it screens
 * training uploads; its message (naming the field) shows under the form.
 */
export function ShowcaseUploadForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [formKey, setFormKey] = useState(0); // a new key empties the file inputs
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));
  const upload = useApiMutation((request: ShowcaseUploadRequest) => uploadShowcaseItem(request), {
    invalidates: [SHOWCASE_ITEMS_KEY],
    onSuccess: () => {
      setValues(EMPTY);
      setFormKey((key) => key + 1);
    },
  });
  const fieldError = (field: string) =>
    upload.status === 'error' && upload.error instanceof ApiError && upload.error.field === field ? errorMessage(upload.error) : undefined;

  const submit = () => upload.mutate({
    kind: values.kind, caption: values.caption, subjectName: values.subjectName, subjectEmail: values.subjectEmail,
    consentedAt: values.consentedAt, consentText: values.consentText,
    before: values.kind === 'pair' && values.before.length > 0 ? values.before : undefined, after: values.after ?? undefined,
  });

  return (
    <form key={formKey} noValidate aria-label="Add to the showcase" onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <Stack gap={16}>
        <FieldRow>
          <SelectField
            label="Kind"
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as ShowcaseKind)}
            options={[{ value: 'pair', label: 'Before/after pair' }, { value: 'single', label: 'Single photo' }]}
          />
          <TextField label="Caption" value={values.caption} error={fieldError('caption')} onChange={(event) => set('caption', event.target.value)} />
        </FieldRow>
        <FieldRow>
          {values.kind === 'pair' && (
            <FileField
              label="Before: the real selfies"
              hint={`One to ${SHOWCASE_MAX_BEFORE}, JPEG or PNG, as the person took them. The landing demo shows four beside the result.`}
              multiple
              onChange={(files) => set('before', files)}
            />
          )}
          <FileField label="After: the photo the product made" hint="JPEG or PNG, from the person's own model." onChange={(files) => set('after', files[0] ?? null)} />
        </FieldRow>
        <FieldRow>
          <TextField label="Name of the person shown" value={values.subjectName} error={fieldError('subjectName')} onChange={(event) => set('subjectName', event.target.value)} />
          <TextField label="Their e-mail" type="email" value={values.subjectEmail} error={fieldError('subjectEmail')} onChange={(event) => set('subjectEmail', event.target.value)} />
          <TextField label="Consent signed on" type="date" value={values.consentedAt} error={fieldError('consentedAt')} onChange={(event) => set('consentedAt', event.target.value)} />
        </FieldRow>
        <TextAreaField
          label="Consent text they signed"
          value={values.consentText}
          rows={4}
          error={fieldError('consentText')}
          hint="Paste the exact text. It is kept with the photos, also after they are retired."
          onChange={(event) => set('consentText', event.target.value)}
        />
        <div>
          <Button type="submit" loading={upload.isPending}>Add to showcase</Button>
        </div>
        {upload.status === 'error' && <Banner tone="error">{errorMessage(upload.error)}</Banner>}
        {upload.status === 'success' && <Banner tone="success">{SHOWCASE_ADDED_MESSAGE}</Banner>}
      </Stack>
    </form>
  );
}
