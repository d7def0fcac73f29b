import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Banner, focusRing, theme } from 'shared-ui';

export const FIX_PHOTOS_HINT = 'Remove or replace the marked photos, then upload again.';

export interface RefusedPhoto {
  /** 1-based, as the tiles are numbered now. */
  position: number;
  reason: string;
  /** The element to move to: the tile's Remove button, which its reason describes. */
  targetId: string;
}

const Box = styled.div`
  border-radius: ${theme.radii.md};
  &:focus { outline: none; }
  &:focus-visible { box-shadow: 0 0 0 3px ${theme.colors.focus}; }
`;

const List = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
`;

// Reads as a link (it moves within the page), works as a button.
const Jump = styled.button`
  padding: 2px 0;
  border: 0;
  background: none;
  color: ${theme.colors.danger};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

function moveTo(targetId: string) {
  const target = document.getElementById(targetId);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

interface RefusedPhotosSummaryProps {
  /** The server's message for the refusal ("Some photos did not pass the quality check."). */
  message: string;
  photos: readonly RefusedPhoto[];
}

/**
 * At the top of the form after a refused upload: the message and each refused photo with its reason. It takes
 * focus when it appears (the form was just sent from its bottom), and each entry moves to its tile.
 */
export function RefusedPhotosSummary({ message, photos }: RefusedPhotosSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [message]);

  return (
    <Box ref={box} tabIndex={-1} data-testid="refused-photos-summary">
      <Banner tone="error">
        <strong>{message}</strong> {FIX_PHOTOS_HINT}
        {photos.length > 0 && (
          <List aria-label="Refused photos">
            {photos.map((photo) => (
              <li key={photo.targetId}>
                <Jump type="button" onClick={() => moveTo(photo.targetId)}>
                  Photo {photo.position}: {photo.reason}
                </Jump>
              </li>
            ))}
          </List>
        )}
      </Banner>
    </Box>
  );
}
