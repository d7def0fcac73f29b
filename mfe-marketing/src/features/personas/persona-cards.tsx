import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';
import { CtaLink } from '../../components/cta-link';
import { onboardingHref } from '../../components/onboarding-href';
import { ThreeColumnGrid } from '../../components/three-column-grid';
import type { Illustration, MarketingPersona, PersonaContent } from '../../content/content.types';
import { usePersonaCta } from './use-persona-cta';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: 16px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  object-position: center 30%;
`;

const Figure = styled.div`
  position: relative;
`;

/** On a real customer's photo: says so, over its lower edge. */
const RealLabel = styled.span`
  position: absolute;
  left: 10px;
  bottom: 10px;
  padding: 4px 10px;
  border-radius: 999px;
  background: rgba(17, 24, 39, 0.78);
  color: #fff;
  font-size: 0.78rem;
  font-weight: 600;
`;

// Wraps gracefully on narrow cards: the pill grows instead of clipping two lines into 48 px.
const CardCta = styled(CtaLink)`
  padding: 10px 16px;
  font-size: 0.95rem;
  line-height: 1.3;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  padding: 20px 20px 24px;

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    flex: 1;
    margin: 0;
    color: ${theme.colors.textMuted};
    line-height: 1.55;
  }
`;

export interface PersonaCardsProps {
  personas: PersonaContent[];
  /** The landing URL's query, so a referral id travels on to onboarding. */
  search: string;
  /** Real customers' photos (the showcase) in place of a persona's illustration, labelled with `realLabel`. */
  photos?: Partial<Record<MarketingPersona, Illustration>>;
  realLabel?: string;
}

export function PersonaCards({ personas, search, photos = {}, realLabel }: PersonaCardsProps) {
  const { busy, onClick } = usePersonaCta();
  return (
    <ThreeColumnGrid>
      {personas.map((item) => {
        const href = onboardingHref(item.persona, search);
        const photo = photos[item.persona];
        return (
          <Card key={item.persona}>
            {photo ? (
              <Figure>
                <Picture src={photo.src} alt={photo.alt} width={400} height={300} loading="lazy" />
                {realLabel && <RealLabel>{realLabel}</RealLabel>}
              </Figure>
            ) : (
              <Picture src={item.imageUrl} alt={item.imageAlt} width={400} height={300} loading="lazy" />
            )}
            <Body>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <CardCta to={href} aria-busy={busy === item.persona} onClick={(event) => void onClick(event, item.persona, href)}>
                {item.actionText}
              </CardCta>
            </Body>
          </Card>
        );
      })}
    </ThreeColumnGrid>
  );
}
