import styled from 'styled-components';
import { CUSTOMER_REVIEWS, theme } from 'shared-ui';

// The same customers and words as the landing page's reviews: the site quotes one list (shared-ui).
export const TESTIMONIALS = CUSTOMER_REVIEWS;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 4px 0 4px 14px;
  border-left: 3px solid ${theme.colors.accent};
  font-style: italic;

  p {
    margin: 0;
  }

  footer {
    margin-top: 4px;
    font-style: normal;
    font-weight: 600;
  }

  footer span {
    color: ${theme.colors.textMuted};
    font-weight: 400;
  }
`;

export function Testimonials() {
  return (
    <List aria-label="What our customers say">
      {TESTIMONIALS.map((t) => (
        <li key={t.name}>
          <Quote>
            <p>“{t.review}”</p>
            <footer>
              {t.name} <span>· {t.role}</span>
            </footer>
          </Quote>
        </li>
      ))}
    </List>
  );
}
