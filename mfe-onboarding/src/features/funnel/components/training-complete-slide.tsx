import styled from 'styled-components';
import { Stack } from 'shared-ui';
import type { OnboardingSlide } from '../content/slide.types';
import { PromptDemo } from './prompt-demo';
import { SlideText, SlideTitle } from './slide-parts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Training Complete with 3 example prompts, each with Generate Image. */
export function TrainingCompleteSlide({ slide, onGenerate }: { slide: OnboardingSlide; onGenerate: (index: number) => void }) {
  return (
    <Stack gap={20}>
      <SlideTitle tabIndex={-1}>{slide.title}</SlideTitle>
      <SlideText>{slide.text}</SlideText>
      <List aria-label="Example prompts">
        {(slide.demoPrompts ?? []).map((demo, i) => (
          <PromptDemo key={demo.prompt} demo={demo} onGenerate={() => onGenerate(i)} />
        ))}
      </List>
    </Stack>
  );
}
