import { useState } from 'react';
import styled from 'styled-components';
import { apiFileUrl, errorMessage, PACK_PROMPT_NEEDS_MODEL_MESSAGE, PROMPT_MAX, type PromptItem as Item, removeTemplateFromPack, updatePrompt } from 'api-client';
import { Banner, Button, media, Stack, theme, useApiMutation } from 'shared-ui';
import { ButtonRow } from '../../../components/field-row';
import { TextAreaField } from '../../../components/text-area-field';
import { ADMIN_PACK_PROMPTS_KEY, ADMIN_TEMPLATE_IMAGES_KEY } from '../../../lib/content-gen-queries';

export const PROMPT_SAVED_MESSAGE = 'Prompt saved.';
export const PROMPT_REQUIRED_MESSAGE = 'Please enter a prompt';
// A pack's prompts name the person as "model" (the server accepts a capital M too).
const NAMES_MODEL = /\b[Mm]odel\b/;

export const promptSaveFailedMessage = (reason: string) => `Failed to save prompt: ${reason}`;
export const removeFailedMessage = (reason: string) => `Failed to remove the image from the pack: ${reason}`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 20px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  ${media.mobile`
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
  `}
  img {
    display: block;
    width: 100%;
    max-width: 300px;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceMuted};
  }
`;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

interface PromptItemProps {
  item: Item;
  /** 1-based place in the pack, for the labels. */
  number: number;
  onRemoved: () => void;
}

/** One template image of a pack with its prompt to edit, save, or take the image out of the pack. */
export function PromptItem({ item, number, onRemoved }: PromptItemProps) {
  const [draft, setDraft] = useState(item.prompt);
  const [fieldError, setFieldError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const showFailure = (text: string) => setFeedback({ tone: 'error', text });

  const saving = useApiMutation((prompt: string) => updatePrompt({ fileId: item.fileId, prompt }), {
    invalidates: [ADMIN_TEMPLATE_IMAGES_KEY],
    onSuccess: () => setFeedback({ tone: 'success', text: PROMPT_SAVED_MESSAGE }),
    onError: (error) => {
      console.error('Saving a prompt failed', error);
      showFailure(promptSaveFailedMessage(errorMessage(error)));
    },
  });
  const removal = useApiMutation(() => removeTemplateFromPack({ fileId: item.fileId }), {
    invalidates: [ADMIN_PACK_PROMPTS_KEY, ADMIN_TEMPLATE_IMAGES_KEY],
    onSuccess: onRemoved,
    onError: (error) => {
      console.error('Removing from the pack failed', error);
      showFailure(removeFailedMessage(errorMessage(error)));
    },
  });
  // A removed image stays busy until the reloaded prompts take it off the list.
  const removing = removal.status === 'pending' || removal.status === 'success';
  const busy = saving.isPending || removing;

  function save() {
    const prompt = draft.trim();
    if (!prompt) return setFieldError(PROMPT_REQUIRED_MESSAGE);
    if (!NAMES_MODEL.test(prompt)) return setFieldError(PACK_PROMPT_NEEDS_MODEL_MESSAGE);
    setFeedback(null);
    saving.mutate(prompt);
  }

  function remove() {
    setFeedback(null);
    removal.mutate();
  }

  return (
    <Row aria-label={`Image ${number}`}>
      <img src={apiFileUrl(item.imageUrl)} alt={`Image ${number} of the pack`} loading="lazy" />
      <Stack gap={12}>
        <TextAreaField
          label={`Prompt for image ${number}`}
          value={draft}
          rows={5}
          maxLength={PROMPT_MAX}
          error={fieldError}
          onChange={(event) => {
            setDraft(event.target.value);
            setFieldError(undefined);
            setFeedback(null);
          }}
        />
        <ButtonRow>
          <Button loading={saving.isPending} disabled={busy} onClick={save}>
            Save prompt
          </Button>
          <Button variant="secondary" loading={removing} disabled={busy} onClick={remove}>
            Remove from pack
          </Button>
        </ButtonRow>
        {feedback && <Banner tone={feedback.tone}>{feedback.text}</Banner>}
      </Stack>
    </Row>
  );
}
