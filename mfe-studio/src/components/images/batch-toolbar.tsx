import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, media, theme } from 'shared-ui/start-up';

interface BatchToolbarProps {
  count: number;
  onClear: () => void;
  /** The batch buttons (Like, Delete; or Restore, Like, Expand). */
  children: ReactNode;
}

// Sticks to the top of the grid while the user scrolls through a long selection.
const Bar = styled.div`
  position: sticky;
  top: 8px;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.overlay};
  ${media.mobile`padding: 8px;`}
`;

const Count = styled.span`
  margin-right: auto;
  font-weight: 600;
`;

/** Shown while images are selected; says how many and offers the batch actions. */
export function BatchToolbar({ count, onClear, children }: BatchToolbarProps) {
  if (count === 0) return null;
  return (
    <Bar role="toolbar" aria-label="Selected images">
      <Count aria-live="polite">{count} selected</Count>
      {children}
      <Button variant="text" onClick={onClear}>
        Clear selection
      </Button>
    </Bar>
  );
}
