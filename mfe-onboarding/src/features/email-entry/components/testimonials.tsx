import styled from 'styled-components';
import { theme } from 'shared-ui';

// Other customers than the landing page's reviews (mfe-marketing content/reviews.ts), and no claim a promise
// contradicts (docs/promises.md): twelve selfies is within 12–20, and no time a configured trainer could contradict.
export const TESTIMONIALS = [
  { name: 'Sarah', text: 'My new LinkedIn headshot got more compliments than any photo I ever paid a studio for.' },
  { name: 'James', text: 'Twelve selfies in, and the same afternoon I had dating photos that actually look like me.' },
  { name: 'Aisha', text: 'Fun, fast and surprisingly realistic. I use the photos everywhere now.' },
];

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
`;

export function Testimonials() {
  return (
    <List aria-label="What our customers say">
      {TESTIMONIALS.map((t) => (
        <li key={t.name}>
          <Quote>
            <p>“{t.text}”</p>
            <footer>{t.name}</footer>
          </Quote>
        </li>
      ))}
    </List>
  );
}
