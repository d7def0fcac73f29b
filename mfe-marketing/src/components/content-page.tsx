import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import { MarketingFooter } from './marketing-footer';

const Main = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: 56px 24px 72px;
  ${media.mobile`padding: 32px 16px 48px;`}
`;

const Header = styled.header`
  margin-bottom: 36px;
  text-align: center;

  h1 {
    margin: 0 0 12px;
    font-size: clamp(2rem, 4.5vw, 2.75rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
  }

  p {
    max-width: 640px;
    margin: 0 auto;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
    line-height: 1.6;
  }
`;

export interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the marketing content pages (gallery, help, instructions, rules, guide). */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <>
      <Main>
        <Header>
          <h1>{title}</h1>
          {intro && <p>{intro}</p>}
        </Header>
        {children}
      </Main>
      <MarketingFooter />
    </>
  );
}

/** A white panel for page content. */
export const Panel = styled.section`
  padding: 28px;
  border: 1px solid ${theme.colors.border};
  border-radius: 16px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${media.mobile`padding: 20px 16px;`}

  h2 {
    margin: 0 0 8px;
    font-size: 1.4rem;
  }

  & + & {
    margin-top: 24px;
  }
`;

/** A numbered or bulleted list of titled tips or rules. */
export const TitledList = styled.ol`
  display: grid;
  gap: 14px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  counter-reset: item;

  li {
    position: relative;
    padding-left: 44px;
    counter-increment: item;
    line-height: 1.55;
  }

  li::before {
    content: counter(item);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
    font-size: 0.9rem;
    font-weight: 700;
  }

  strong {
    display: block;
  }

  span {
    color: ${theme.colors.textMuted};
  }
`;
