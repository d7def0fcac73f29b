import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, ProgressBar, Stack, theme } from 'shared-ui';
import { PROMISE } from 'api-client/promises';
import { TRAINING_DEMO_MS } from '../content/slides';
import type { OnboardingSlide } from '../content/slide.types';
import { useFakeProgress } from '../hooks/use-fake-progress';
import { useFocusOnStart } from '../hooks/use-focus-on-start';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { MotionSafe, SlideText, SlideTitle } from './slide-parts';

const Selfies = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 5 / 6;
    border-radius: ${theme.radii.md};
  }
`;

const Done = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-weight: 600;
`;

interface TrainingDemoSlideProps {
  slide: OnboardingSlide;
  /** Kept by the funnel, so coming back to this slide does not ask to train again. */
  done: boolean;
  onStart: () => void;
  onDone: () => void;
}

/** 4 example selfies and Create AI model, a fake 2-second training. */
export function TrainingDemoSlide({ slide, done, onStart, onDone }: TrainingDemoSlideProps) {
  const reducedMotion = useReducedMotion();
  const progress = useFakeProgress(TRAINING_DEMO_MS, { reducedMotion, initiallyDone: done });
  const focus = useFocusOnStart<HTMLDivElement>(progress.state);

  useEffect(() => {
    if (progress.state === 'done' && !done) onDone();
  }, [done, onDone, progress.state]);

  function create() {
    focus.markStarted();
    onStart();
    progress.start();
  }

  return (
    <Stack gap={20}>
      <SlideTitle tabIndex={-1}>{slide.title}</SlideTitle>
      <SlideText>{slide.text}</SlideText>
      <Selfies aria-label="Example selfies">
        {(slide.demoSelfies ?? []).map((url, i) => (
          <li key={url}>
            <img src={url} alt={`Example selfie ${i + 1}`} width={90} height={108} />
          </li>
        ))}
      </Selfies>
      {progress.state === 'pending' && (
        <Button fullWidth onClick={create}>
          Create AI model
        </Button>
      )}
      {/* Focus lands here when Create AI model goes away: the progress, then the result. */}
      <Stack gap={20} ref={focus.target} tabIndex={-1} role="group" aria-label="Your AI model">
        {progress.state !== 'pending' && (
          <MotionSafe>
            <ProgressBar value={progress.value} label="Training the AI model" />
          </MotionSafe>
        )}
        <div aria-live="polite">{progress.state === 'done' && <Done>The example model is ready (a demo: yours trains in {PROMISE.trainingTime}).</Done>}</div>
      </Stack>
    </Stack>
  );
}
