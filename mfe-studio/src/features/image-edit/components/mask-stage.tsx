import type { RefObject } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { maskOpacity } from '../mask-model';

interface MaskStageProps {
  src: string;
  alt: string;
  imageRef: RefObject<HTMLImageElement | null>;
  hostRef: RefObject<HTMLDivElement | null>;
  started: boolean;
  onImageLoad: (natural: { width: number; height: number }) => void;
  onImageError: () => void;
}

const Frame = styled.div`
  position: relative;
  width: fit-content;
  max-width: 100%;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
`;

// The image sets the frame's size: as wide as the column allows, never taller than most of the screen.
const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  width: auto;
  height: auto;
  user-select: none;
  -webkit-user-drag: none;
`;

// fabric fills this div with its canvases; React only positions it (and never renders children into it).
const Host = styled.div<{ $opacity: number }>`
  position: absolute;
  inset: 0;
  opacity: ${(p) => p.$opacity};
  cursor: crosshair;
  touch-action: none;
  & canvas {
    touch-action: none;
  }
`;

/** The image with the mask canvas laid over it at the same size. */
export function MaskStage({ src, alt, imageRef, hostRef, started, onImageLoad, onImageError }: MaskStageProps) {
  return (
    <Frame>
      <Picture
        ref={imageRef}
        src={src}
        alt={alt}
        draggable={false}
        // The mask is exported from a canvas; the image itself is never read back, so no CORS mode is needed.
        onLoad={(event) => onImageLoad({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        onError={onImageError}
      />
      <Host ref={hostRef} $opacity={maskOpacity(started)} data-testid="mask-canvas" data-opacity={maskOpacity(started)} aria-hidden="true" />
    </Frame>
  );
}
