import styled, { keyframes } from 'styled-components';
import { media, theme, VisuallyHidden } from 'shared-ui';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Grid = styled.div<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min}px, 1fr));
  gap: 16px;
  ${media.mobile`grid-template-columns: 1fr;`}
`;

const Block = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
  border-radius: ${theme.radii.lg};
  background: linear-gradient(90deg, ${theme.colors.surfaceMuted} 0%, #fafbfc 50%, ${theme.colors.surfaceMuted} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

export interface SkeletonGridProps {
  /** Read to screen readers while the real content loads. */
  label: string;
  count?: number;
  height?: number;
  minWidth?: number;
}

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function SkeletonGrid({ label, count = 3, height = 320, minWidth = 210 }: SkeletonGridProps) {
  return (
    <Grid $min={minWidth} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Block key={i} $height={height} aria-hidden="true" />
      ))}
    </Grid>
  );
}
