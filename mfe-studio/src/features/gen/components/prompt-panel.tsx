import { forwardRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CREDITS_PER_IMAGE, MAX_IMAGES_PER_GENERATION, PROMPT_MAX } from 'api-client/runtime';
import { Button, creditsText, ProgressBar, theme } from 'shared-ui/start-up';
import { SpendButton } from 'shared-ui/first-render';
import { progressPercent } from '../../../lib/generation-progress';
import { PromptArea, PromptLabel } from '../../../components/prompt-field-parts';

interface PromptPanelProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  imageCount: number;
  onCycleCount: () => void;
  /** The balance shown on the page (moved at once by a generation); null while unknown. */
  credits: number | null;
  onGenerate: () => void;
  generating: boolean;
  /** 0..1 while a generation runs or just finished; null hides the bar. */
  progress: number | null;
  remaining: string | null;
  /** flux-lora prompts name the person as "model". */
  needsModelWord: boolean;
}

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 13px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const CountButton = styled(Button)`
  flex: none;
  min-width: 64px;
  font-variant-numeric: tabular-nums;
`;

const Grow = styled.div`
  flex: 1;
  display: grid;
  > * { width: 100%; }
`;

/** x1 → x2 → x3 → x4 → x1: the next count, for the control's name. */
const nextCount = (count: number) => (count % MAX_IMAGES_PER_GENERATION) + 1;

const Status = styled.div`
  display: grid;
  gap: 6px;
`;

const Remaining = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Percent = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.text};
`;

const Field = styled.div`
  display: grid;
  gap: 8px;
`;

/** The prompt, the x1-x4 count, Generate and its progress. */
export const PromptPanel = forwardRef<HTMLTextAreaElement, PromptPanelProps>(function PromptPanel(
  { prompt, onPromptChange, imageCount, onCycleCount, credits, onGenerate, generating, progress, remaining, needsModelWord },
  ref,
) {
  // Ctrl/Cmd+Enter generates without leaving the keyboard; Enter alone adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onGenerate();
    }
  };
  const cost = imageCount * CREDITS_PER_IMAGE;

  return (
    <Field>
      <PromptLabel htmlFor="gen-prompt">Prompt</PromptLabel>
      <PromptArea
        ref={ref}
        id="gen-prompt"
        value={prompt}
        maxLength={PROMPT_MAX}
        placeholder={needsModelWord ? 'e.g. a photo of model as an astronaut on the moon, cinematic light' : 'Describe the photo you want'}
        aria-describedby="gen-prompt-hint"
        onChange={(event) => onPromptChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Hint id="gen-prompt-hint">
        {needsModelWord ? 'Write "model" where the person should appear. ' : ''}
        {imageCount === 1
          ? `1 image per click, ${creditsText(cost)}. `
          : `${imageCount} images per click, ${creditsText(cost)} (${creditsText(CREDITS_PER_IMAGE)} each). `}
        Press x{imageCount} to make 1 to {MAX_IMAGES_PER_GENERATION} at once.
      </Hint>
      <Row>
        <CountButton
          variant="secondary"
          onClick={onCycleCount}
          aria-label={`Number of images: x${imageCount}`}
          aria-description={`Press for x${nextCount(imageCount)}`}
          title={`Images per click: ${imageCount}. Press for ${nextCount(imageCount)}.`}
        >
          x{imageCount} <span aria-hidden="true">↻</span>
        </CountButton>
        <Grow>
          <SpendButton
            action={imageCount === 1 ? 'Generate Image' : `Generate ${imageCount} Images`}
            cost={cost}
            // Stays focusable while busy: a second press is ignored rather than lost focus.
            balance={generating ? null : credits}
            busy={generating}
            busyLabel="Generating…"
            onClick={onGenerate}
          />
        </Grow>
      </Row>
      {progress !== null && (
        <Status>
          <ProgressBar value={progress} label="Generating" />
          <Remaining aria-live="polite">
            <Percent>{progressPercent(progress)}%</Percent>
            {remaining && <span>{remaining}</span>}
          </Remaining>
        </Status>
      )}
    </Field>
  );
});
