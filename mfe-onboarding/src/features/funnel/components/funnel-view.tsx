import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Persona } from 'api-client';
import { Button, encodeBase64Param, useImpression } from 'shared-ui';
import { FUNNEL_NAME } from '../content/slides';
import type { OnboardingSlide } from '../content/slide.types';
import { useFunnelEvents } from '../hooks/use-funnel-events';
import { useSlideHash } from '../hooks/use-slide-hash';
import { FunnelHeader } from './funnel-header';
import { InfoSlide } from './info-slide';
import { PersonaQuestionSlide } from './persona-question-slide';
import { TrainingCompleteSlide } from './training-complete-slide';
import { TrainingDemoSlide } from './training-demo-slide';

const Footer = styled.div`
  margin-top: 24px;
`;

/** The last slide's destination: buy-packs, with the base64 persona unless it is unknown. */
export function packsPath(persona: Persona | null): string {
  if (!persona || persona === 'unknown') return '/buy-packs';
  return `/buy-packs?${new URLSearchParams({ persona: encodeBase64Param(persona) }).toString()}`;
}

interface FunnelViewProps {
  slides: OnboardingSlide[];
  /** The persona for copy and analytics; null until the question is answered. */
  persona: Persona | null;
  onPersonaChosen: (persona: Persona) => void;
  /** The e-mail entry slide (its own feature), composed in by the page. */
  emailEntry: ReactNode;
  /**
   * The preview step (its own feature), composed in by the page; it has its own way on, which calls `onNext`
   * (`skipped` when the user left without a preview).
   */
  preview?: (props: { title: string; text: string; onNext: (skipped: boolean) => void }) => ReactNode;
}

export function FunnelView({ slides, persona, onPersonaChosen, emailEntry, preview }: FunnelViewProps) {
  const navigate = useNavigate();
  const { index, goTo } = useSlideHash(slides.length);
  const slide = slides[index] as OnboardingSlide;
  const [trained, setTrained] = useState(false);
  const logAction = useFunnelEvents(persona);
  useImpression(FUNNEL_NAME, slide.key, persona);
  const content = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Keyboard and screen-reader users land on the new slide's title rather than on a vanished button.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('h1')?.focus();
    window.scrollTo?.(0, 0);
  }, [index]);

  const emailIndex = slides.findIndex((s) => s.isEmailEntry);
  const isLast = index === slides.length - 1;

  function choose(chosen: Persona) {
    logAction('persona-question', 'choose', { persona: chosen }, chosen);
    onPersonaChosen(chosen);
    goTo(index + 1);
  }

  function leavePreview(skipped: boolean) {
    if (skipped) logAction(slide.key, 'skip');
    next();
  }

  function next() {
    if (!isLast) return goTo(index + 1);
    logAction(slide.key, 'see-packs');
    navigate(packsPath(persona));
  }

  return (
    <div ref={content}>
      <FunnelHeader
        step={index + 1}
        total={slides.length}
        onSignUpNow={emailIndex >= 0 && index !== emailIndex ? () => goTo(emailIndex) : undefined}
      />
      {slide.isPersonaQuestion && <PersonaQuestionSlide slide={slide} onChoose={choose} />}
      {slide.demoSelfies && (
        <TrainingDemoSlide
          slide={slide}
          done={trained}
          onStart={() => logAction(slide.key, 'create-model')}
          onDone={() => setTrained(true)}
        />
      )}
      {slide.demoPrompts && <TrainingCompleteSlide slide={slide} onGenerate={(i) => logAction(slide.key, `generate-${i + 1}`)} />}
      {slide.isEmailEntry && emailEntry}
      {slide.isPreview && preview?.({ title: slide.title, text: slide.text, onNext: leavePreview })}
      {!slide.isPersonaQuestion && !slide.demoSelfies && !slide.demoPrompts && !slide.isEmailEntry && !slide.isPreview && <InfoSlide slide={slide} />}
      {!slide.isPersonaQuestion && !slide.isEmailEntry && !slide.isPreview && (
        <Footer>
          <Button fullWidth onClick={next} disabled={Boolean(slide.demoSelfies) && !trained}>
            {isLast ? 'See packs & pricing' : 'Next'}
          </Button>
        </Footer>
      )}
    </div>
  );
}
