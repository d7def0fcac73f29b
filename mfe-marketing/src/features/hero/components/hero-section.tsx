import styled from 'styled-components';
import { MOBILE_BREAKPOINT } from 'shared-ui';
import { CtaLink } from './cta-link';

export const HERO_TITLE = 'Your personal AI photographer';

const TEXT_LINES = [
  'Upload 12-20 selfies and we train a personal AI model of you.',
  'Get professional headshots, dating-app photos and social media pictures without a studio shoot.',
  'Your photos, yours to keep and use however you like.',
];

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  max-width: 760px;
  margin: 0 auto;
  padding: 72px 24px 64px;
  text-align: center;

  @media (max-width: ${MOBILE_BREAKPOINT}px) {
    padding: 40px 16px 32px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 6vw, 3.5rem);
  line-height: 1.1;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: 1.125rem;
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

export function HeroSection() {
  return (
    <Section aria-labelledby="hero-title">
      <Title id="hero-title">{HERO_TITLE}</Title>
      <Lines>
        {TEXT_LINES.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Lines>
      <CtaLink to="/onboarding">Get my photos</CtaLink>
    </Section>
  );
}
