import { PREVIEW_HEADLINE, PREVIEW_TERMS, PROMISE } from 'api-client/promises';
import styled from 'styled-components';
import { media, MOBILE_BREAKPOINT, theme } from 'shared-ui/start-up';
import { CtaLink } from '../../../components/cta-link';
import type { Illustration, LandingContent } from '../../../content/content.types';

const Band = styled.section<{ $background: string; $mobileBackground: string }>`
  background: ${(p) => p.$background};

  @media (max-width: ${MOBILE_BREAKPOINT}px) {
    background: ${(p) => p.$mobileBackground};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.05fr 1fr;
  align-items: center;
  gap: 48px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 64px 24px 72px;
  ${media.mobile`
    grid-template-columns: 1fr;
    gap: 28px;
    padding: 32px 16px 40px;
    text-align: center;
  `}
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 20px;
  ${media.mobile`align-items: center;`}
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.1rem, 5vw, 3.4rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  color: ${theme.colors.textMuted};
  font-size: 1.125rem;
  line-height: 1.55;

  p {
    margin: 0;
  }
`;

/** The free preview, where the visitor decides: the same size of type as the lines above it, no small print. */
const Offer = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 1.05rem;
  line-height: 1.5;
  text-align: left;

  strong {
    display: block;
    color: ${theme.colors.accent};
  }
`;

const Perks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.text};
  font-size: 0.95rem;
  font-weight: 500;
  ${media.mobile`justify-content: center;`}

  li::before {
    content: '✓';
    margin-right: 6px;
    color: ${theme.colors.success};
    font-weight: 700;
  }
`;

const Art = styled.img<{ $portrait: boolean }>`
  width: 100%;
  height: auto;
  max-width: ${(p) => (p.$portrait ? 380 : 520)}px;
  justify-self: center;
  border-radius: ${(p) => (p.$portrait ? '24px' : '0')};
  box-shadow: ${(p) => (p.$portrait ? '0 24px 48px rgba(17, 24, 39, 0.18)' : 'none')};
  ${media.mobile`max-width: 300px;`}
`;

const RealPhoto = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin: 0;
  justify-self: center;

  figcaption {
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

/** Read when rendered: the first pack's time follows the configured trainer. */
const perks = () => [`${PROMISE.packPhotos} in ${PROMISE.firstPackTime}`, 'Credits never expire', 'You own every photo'];

export interface HeroSectionProps {
  content: LandingContent;
  ctaHref: string;
  /** A real customer's photo (the showcase's landing hero) in place of the illustration, with its honest label. */
  photo?: { image: Illustration; label: string };
}

export function HeroSection({ content, ctaHref, photo }: HeroSectionProps) {
  const art = content.images[0];
  return (
    <Band aria-labelledby="hero-title" $background={content.backgroundColor} $mobileBackground={content.mobileBackgroundStyle}>
      <Grid>
        <Copy>
          <Title id="hero-title">{content.title}</Title>
          <Lines>
            {content.textLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Lines>
          <Offer data-preview-offer>
            <strong>{PREVIEW_HEADLINE}</strong> {PREVIEW_TERMS}
          </Offer>
          <CtaLink to={ctaHref}>Get my photos</CtaLink>
          <Perks aria-label="Why AI Photographer">
            {perks().map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </Perks>
        </Copy>
        {photo ? (
          <RealPhoto>
            <Art src={photo.image.src} alt={photo.image.alt} width={photo.image.width} height={photo.image.height} fetchPriority="high" $portrait />
            <figcaption>{photo.label}</figcaption>
          </RealPhoto>
        ) : (
          art && <Art src={art.src} alt={art.alt} width={art.width} height={art.height} fetchPriority="high" $portrait={art.height > art.width} />
        )}
      </Grid>
    </Band>
  );
}
