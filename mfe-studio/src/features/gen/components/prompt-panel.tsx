import { forwardRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CREDITS_PER_IMAGE, PROMPT_MAX } from 'api-client';
import { Button, ProgressBar, theme } from 'shared-ui';
import { progressPercent } from '../../../lib/generation-progress';
import { PromptArea, PromptLabel } from '../../../components/prompt-field-parts';

interface PromptPanelProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  imageCount: number;
  onCycleCount: () => void;
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

const GenerateButton = styled(Button)`
  flex: 1;
`;

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
  { prompt, onPromptChange, imageCount, onCycleCount, onGenerate, generating, progress, remaining, needsModelWord },
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
        {cost} credits for {imageCount} image{imageCount === 1 ? '' : 's'}.
      </Hint>
      <Row>
        <CountButton variant="secondary" onClick={onCycleCount} aria-label={`Number of images: x${imageCount}`}>
          x{imageCount}
        </CountButton>
        <GenerateButton
          onClick={onGenerate}
          // Stays focusable while busy: a second press is ignored rather than lost focus.
          aria-disabled={generating || undefined}
          aria-busy={generating || undefined}
        >
          {generating ? 'Generating…' : imageCount === 1 ? 'Generate Image' : 'Generate Images'}
        </GenerateButton>
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
