import type { Persona } from 'api-client';
import { Button, Stack } from 'shared-ui';
import { PERSONA_ANSWERS, type OnboardingSlide } from '../content/slide.types';
import { SlideText, SlideTitle } from './slide-parts';

/** Choosing an answer sets the persona and advances. */
export function PersonaQuestionSlide({ slide, onChoose }: { slide: OnboardingSlide; onChoose: (persona: Persona) => void }) {
  return (
    <Stack gap={20}>
      <SlideTitle tabIndex={-1}>{slide.title}</SlideTitle>
      <SlideText>{slide.text}</SlideText>
      <Stack gap={12} role="group" aria-label={slide.title}>
        {PERSONA_ANSWERS.map((answer) => (
          <Button key={answer.persona} variant="secondary" fullWidth onClick={() => onChoose(answer.persona)}>
            {answer.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
