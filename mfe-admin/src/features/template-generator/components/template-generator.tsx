import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  errorMessage, generateTemplateImages, MAX_TEMPLATE_IMAGES_PER_CALL, TEMPLATE_CLASSES, type TemplateClass,
} from 'api-client';
import { Banner, Button, ProgressBar, SelectField, Stack, TextField, theme, useApiMutation } from 'shared-ui';
import { ButtonRow, FieldRow } from '../../../components/field-row';
import { SectionCard } from '../../../components/section-card';
import { TextAreaField } from '../../../components/text-area-field';
import { ADMIN_TEMPLATE_IMAGES_KEY } from '../../../lib/content-gen-queries';
import {
  AUTO_PROMPT_HINT, AUTO_PROMPT_WARNING, CUSTOM_PROMPT_HINT, DEFAULT_IMAGE_COUNT, effectiveCount, generatorErrors,
  hasErrors, mentionsModel, toGenerateRequest, type GeneratorErrors, type GeneratorMode,
} from '../generator-rules';
import { useTimedProgress } from '../use-timed-progress';
import { ModeChoice } from './mode-choice';

/** A rough time per image, for the progress estimate only. */
const ESTIMATED_MS_PER_IMAGE = 15_000;

const CategoryLine = styled.p<{ $missing: boolean }>`
  margin: 0;
  color: ${(p) => (p.$missing ? theme.colors.danger : theme.colors.text)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

export const generatedMessage = (count: number) =>
  `Generated ${count} ${count === 1 ? 'image' : 'images'}. ${count === 1 ? 'It is' : 'They are'} in the gallery below.`;

interface TemplateGeneratorProps {
  categoryId: number | null;
  /** The chosen category's name, when the categories have loaded. */
  categoryName?: string;
}

/** Makes template images for the chosen category and class; the gallery shows them when they are made. */
export function TemplateGenerator({ categoryId, categoryName }: TemplateGeneratorProps) {
  const [templateClass, setTemplateClass] = useState<TemplateClass>(TEMPLATE_CLASSES[0]);
  const [mode, setMode] = useState<GeneratorMode>('auto');
  const [prompt, setPrompt] = useState('');
  const [autoCount, setAutoCount] = useState(String(DEFAULT_IMAGE_COUNT));
  const [errors, setErrors] = useState<GeneratorErrors>({});
  const generation = useApiMutation(generateTemplateImages, {
    invalidates: (_reply, request) => [[...ADMIN_TEMPLATE_IMAGES_KEY, request.templateCategoryId]],
  });
  const count = effectiveCount({ mode, imagesCount: autoCount });
  const progress = useTimedProgress(generation.isPending, Math.max(1, count || 1) * ESTIMATED_MS_PER_IMAGE);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { categoryId, templateClass, mode, prompt, imagesCount: autoCount };
    const found = generatorErrors(input);
    setErrors(found);
    if (hasErrors(found) || categoryId === null) return;
    generation.mutate(toGenerateRequest({ ...input, categoryId }));
  }

  const promptHint = mode === 'custom' ? CUSTOM_PROMPT_HINT : mentionsModel(prompt, true) ? AUTO_PROMPT_WARNING : AUTO_PROMPT_HINT;

  return (
    <SectionCard title="Template generator">
      <form noValidate onSubmit={submit}>
        <Stack gap={16}>
          <CategoryLine $missing={Boolean(errors.category) && categoryId === null}>
            Category: {categoryId === null ? 'none chosen (choose one under Pack and category)' : (categoryName ?? `#${categoryId}`)}
          </CategoryLine>
          <FieldRow>
            <SelectField
              label="Class"
              value={templateClass}
              onChange={(event) => setTemplateClass(event.target.value as TemplateClass)}
              options={TEMPLATE_CLASSES.map((value) => ({ value, label: value }))}
            />
            <ModeChoice value={mode} onChange={setMode} />
          </FieldRow>
          <TextAreaField
            label="Prompt"
            value={prompt}
            rows={3}
            hint={promptHint}
            error={errors.prompt}
            onChange={(event) => {
              setPrompt(event.target.value);
              if (errors.prompt) setErrors((e) => ({ ...e, prompt: undefined }));
            }}
          />
          <FieldRow>
            <TextField
              label="Number of images"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TEMPLATE_IMAGES_PER_CALL}
              step={1}
              value={mode === 'custom' ? '1' : autoCount}
              disabled={mode === 'custom'}
              hint={mode === 'custom' ? 'Custom mode makes one image.' : undefined}
              error={errors.imagesCount}
              onChange={(event) => setAutoCount(event.target.value)}
            />
            <div />
          </FieldRow>
          <ButtonRow>
            <Button type="submit" loading={generation.isPending}>
              Generate Images
            </Button>
          </ButtonRow>
          {errors.category && categoryId === null && <ErrorText role="alert">{errors.category}</ErrorText>}
          {generation.isPending && (
            <Stack gap={8}>
              <ProgressBar value={progress} label="Generating template images" />
              <p role="status">Generating {count === 1 ? 'one image' : `${count} images`}…</p>
            </Stack>
          )}
          {generation.status === 'success' && <Banner tone="success">{generatedMessage(generation.data.images.length)}</Banner>}
          {generation.status === 'error' && <Banner tone="error">{errorMessage(generation.error)}</Banner>}
        </Stack>
      </form>
    </SectionCard>
  );
}
