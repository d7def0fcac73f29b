import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';
import { ThreeColumnGrid } from '../../components/three-column-grid';
import type { Review } from '../../content/content.types';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border: 1px solid ${theme.colors.border};
  border-radius: 16px;
  background: ${theme.colors.background};
`;

const Stars = styled.p`
  margin: 0;
  color: #b45309;
  font-size: 1.1rem;
  letter-spacing: 2px;
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  line-height: 1.6;
`;

const Who = styled.p`
  margin: 0;
  font-weight: 700;

  span {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    font-weight: 400;
  }
`;

export function ReviewCards({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ThreeColumnGrid>
      {reviews.map((item) => (
        <Card key={item.name} data-testid="review">
          <Stars role="img" aria-label="Rated 5 out of 5">
            ★★★★★
          </Stars>
          <Quote>“{item.review}”</Quote>
          <Who>
            {item.name}
            <span>{item.role}</span>
          </Who>
        </Card>
      ))}
    </ThreeColumnGrid>
  );
}
