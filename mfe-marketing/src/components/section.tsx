import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CONTENT_MAX_WIDTH, media, theme } from 'shared-ui/start-up';

const Outer = styled.section<{ $tinted: boolean }>`
  padding: 72px 24px;
  background: ${(p) => (p.$tinted ? theme.colors.surface : 'transparent')};
  ${media.mobile`padding: 48px 16px;`}
`;

const Inner = styled.div`
  max-width: ${CONTENT_MAX_WIDTH}px;
  margin: 0 auto;
`;

export const Eyebrow = styled.p`
  margin: 0 0 8px;
  color: ${theme.colors.accent};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-align: center;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(1.6rem, 3.5vw, 2.25rem);
  line-height: 1.2;
  letter-spacing: -0.01em;
  text-align: center;
`;

export const SectionLead = styled.p`
  max-width: 640px;
  margin: 0 auto 40px;
  color: ${theme.colors.textMuted};
  font-size: 1.075rem;
  line-height: 1.6;
  text-align: center;
  ${media.mobile`margin-bottom: 28px;`}
`;

const Gap = styled.div`
  height: 28px;
  ${media.mobile`height: 20px;`}
`;

export interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** White band, to alternate with the page background. */
  tinted?: boolean;
  children: ReactNode;
}

/** A landing-page band with a labelled heading: each band is a region screen readers can jump to. */
export function Section({ id, eyebrow, title, lead, tinted = false, children }: SectionProps) {
  return (
    <Outer aria-labelledby={`${id}-title`} $tinted={tinted}>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {lead ? <SectionLead>{lead}</SectionLead> : <Gap />}
        {children}
      </Inner>
    </Outer>
  );
}
