import { forwardRef } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import type { GenModel } from '../gen-model';
import { nextImageCount } from '../gen-validation';
import { CharacteristicsBox } from './characteristics-box';
import { PromptPanel } from './prompt-panel';

const Controls = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  position: sticky;
  top: 16px;
  ${media.mobile`position: static;`}
`;

interface GenControlsProps {
  selected: GenModel | null;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  imageCount: number;
  onImageCountChange: (count: (current: number) => number) => void;
  credits: number;
  generation: { generating: boolean; progress: number | null; remaining: string | null };
  onGenerate: () => void;
}

/** The left column: the model's characteristics (a person's model), the prompt, the count and Generate. */
export const GenControls = forwardRef<HTMLTextAreaElement, GenControlsProps>(function GenControls(
  { selected, prompt, onPromptChange, imageCount, onImageCountChange, credits, generation, onGenerate },
  promptRef,
) {
  const personModel = selected?.modelType === 'flux-lora';
  return (
    <Controls>
      {selected && personModel && <CharacteristicsBox model={selected} />}
      <PromptPanel
        ref={promptRef}
        prompt={prompt}
        onPromptChange={onPromptChange}
        imageCount={imageCount}
        onCycleCount={() => onImageCountChange(nextImageCount)}
        credits={credits}
        onGenerate={onGenerate}
        generating={generation.generating}
        progress={generation.progress}
        remaining={generation.remaining}
        needsModelWord={personModel}
      />
    </Controls>
  );
});
