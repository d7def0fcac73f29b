import styled from 'styled-components';
import { CONTENT_MAX_WIDTH, media, theme } from '../theme/theme';

/** A centered content column; `narrow` is for forms such as login. */
export interface PageProps {
  /** 400 px instead of 1000 px. */
  narrow?: boolean;
}

export const Page = styled.main.withConfig({ shouldForwardProp: (prop) => prop !== 'narrow' })<PageProps>`
  width: 100%;
  max-width: ${(p) => (p.narrow ? 400 : CONTENT_MAX_WIDTH)}px;
  margin: 0 auto;
  padding: 32px 24px 48px;
  ${media.mobile`padding: 20px 16px 32px;`}
`;

export const PageTitle = styled.h1`
  margin: 0 0 24px;
  font-size: 32px;
  font-weight: 700;
  letter-spacing: -0.01em;
  ${media.mobile`font-size: 26px;`}
`;

export const Card = styled.section`
  padding: 24px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${media.mobile`padding: 16px;`}
`;

export interface StackProps {
  /** Space between children in px (default 16). */
  gap?: number;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
}

export const Stack = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'gap' && prop !== 'align',
})<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.gap ?? 16}px;
  align-items: ${(p) => p.align ?? 'stretch'};
`;
