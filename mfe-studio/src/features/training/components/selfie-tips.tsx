import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme, VisuallyHidden } from 'shared-ui';
import { Pictogram, type TipPictogram } from './selfie-tip-pictograms';

export const SELFIE_TIPS_TITLE = 'Selfie tips';
export const MORE_TIPS_LABEL = 'More training tips';

interface Tip {
  pictogram: TipPictogram;
  title: string;
  text: string;
}

// The short version of the training tips on /instructions (mfe-marketing's content/instructions.ts).
export const GOOD_SELFIES: readonly Tip[] = [
  { pictogram: 'clear-face', title: 'A clear, sharp face', text: 'In focus and well lit, looking at the camera or just past it.' },
  { pictogram: 'varied-light', title: 'Varied light and backgrounds', text: 'Different days, places, outfits and angles.' },
  { pictogram: 'close-up', title: 'Mostly close-ups', text: 'About two thirds head and shoulders, the rest half body.' },
];
export const BAD_SELFIES: readonly Tip[] = [
  { pictogram: 'sunglasses', title: 'No sunglasses or hats', text: 'Nothing covering your eyes or face.' },
  { pictogram: 'group', title: 'No groups', text: 'Only you in the photo: crop out friends and partners.' },
  { pictogram: 'filter', title: 'No filters', text: 'No beauty filters, stickers or heavy edits.' },
];

const Section = styled.section`
  padding: 16px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  ${media.mobile`padding: 12px;`}
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 15px;
  font-weight: 600;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const ColumnTitle = styled.h3<{ $good: boolean }>`
  margin: 0 0 8px;
  color: ${(p) => (p.$good ? theme.colors.success : theme.colors.danger)};
  font-size: 14px;
  font-weight: 700;
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: 10px;
  align-items: center;
  font-size: 14px;
  line-height: 1.35;
`;

const Drawing = styled.span<{ $good: boolean }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 2px solid ${(p) => (p.$good ? theme.colors.success : theme.colors.danger)};
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$good ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${(p) => (p.$good ? theme.colors.success : theme.colors.danger)};
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
`;

const More = styled.p`
  margin: 12px 0 0;
  font-size: 14px;
  a { color: ${theme.colors.accent}; font-weight: 600; }
`;

function TipList({ heading, tips, good }: { heading: string; tips: readonly Tip[]; good: boolean }) {
  return (
    <div>
      <ColumnTitle $good={good}>{heading}</ColumnTitle>
      <List aria-label={heading}>
        {tips.map((tip) => (
          <Item key={tip.title}>
            <Drawing $good={good}>
              <Pictogram name={tip.pictogram} />
            </Drawing>
            <span>
              <strong>{tip.title}</strong> <Muted>{tip.text}</Muted>
            </span>
          </Item>
        ))}
      </List>
    </div>
  );
}

/**
 * What makes a good training photo, with good and bad examples, right above the picker. The full tips open
 * in a new tab, so the form keeps its name, class and photos.
 */
export function SelfieTips() {
  return (
    <Section aria-labelledby="selfie-tips-title">
      <Title id="selfie-tips-title">{SELFIE_TIPS_TITLE}</Title>
      <Columns>
        <TipList heading="Good selfies" tips={GOOD_SELFIES} good />
        <TipList heading="Avoid" tips={BAD_SELFIES} good={false} />
      </Columns>
      <More>
        <Link to="/instructions" target="_blank" rel="noopener noreferrer">
          {MORE_TIPS_LABEL}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
      </More>
    </Section>
  );
}
