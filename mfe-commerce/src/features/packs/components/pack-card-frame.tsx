import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PhotoPack } from 'api-client';
import { theme } from 'shared-ui';
import { PackCarousel } from './pack-carousel';

export interface PackCardFrameProps {
  pack: PhotoPack;
  /** Facts under the description (image count, credits or price). */
  facts: ReactNode;
  action: ReactNode;
  /**
   * The pack the visitor came for (buy-packs' `pack` parameter): ringed, labelled with this text, and
   * reachable by `packAnchorId` so the page can scroll and move focus to it.
   */
  featured?: string;
}

/** The id of a pack's card, for the page to bring it into view. */
export const packAnchorId = (reference: string) => `pack-${reference}`;

const Card = styled.article<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${(p) => (p.$featured ? `0 0 0 3px ${theme.colors.accent}` : theme.shadows.card)};
  overflow: hidden;
  scroll-margin-top: 24px;
  &:focus {
    outline: none;
  }
`;

const FeaturedLabel = styled.p`
  margin: 0;
  padding: 6px 16px;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 14px;
  font-weight: 700;
`;

/** Beside the title, not over the samples: there it covered the samples' own label ("Professional"). */
const Badge = styled.span`
  flex: none;
  padding: 3px 10px;
  border-radius: ${theme.radii.pill};
  background: #f59e0b;
  color: #1f1300;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 8px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 18px;
`;

/** The description is clamped to two lines, so the cards of a row stay the same height. */
const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Short facts in a row, separated by dots. */
export const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 2px 0;
  font-size: 14px;
  color: ${theme.colors.textMuted};

  > * + *::before {
    content: '·';
    margin: 0 8px;
    color: ${theme.colors.border};
    font-weight: 400;
  }

  strong {
    color: ${theme.colors.text};
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;

/** The shared look of a pack: samples, Popular badge, title, two-line description, facts and one action. */
export function PackCardFrame({ pack, facts, action, featured }: PackCardFrameProps) {
  const titleId = useId();
  const featuredId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      aria-describedby={featured ? featuredId : undefined}
      $featured={Boolean(featured)}
      id={featured ? packAnchorId(pack.Reference) : undefined}
      tabIndex={featured ? -1 : undefined}
    >
      {featured && <FeaturedLabel id={featuredId}>{featured}</FeaturedLabel>}
      <PackCarousel title={pack.Title} images={pack.SampleImages} realCount={pack.RealPhotoCount ?? 0} />
      <Body>
        <TitleRow>
          <Title id={titleId}>{pack.Title}</Title>
          {pack.IsMostPopular && <Badge>Popular</Badge>}
        </TitleRow>
        <Description title={pack.PhotoPackDescription}>{pack.PhotoPackDescription}</Description>
        {facts}
        <Action>{action}</Action>
      </Body>
    </Card>
  );
}

export const PackGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 20px;
`;
