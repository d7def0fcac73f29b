import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusRing, media, theme } from 'shared-ui/start-up';
import { isVideoSource } from './media-source';

/** How one item shows as a tile; everything a screen reader hears comes from the caller. */
export interface ImageGridTile {
  /** Stable React key (a file id). */
  key: string;
  /** The file's URL; a .webm plays as a muted looping video. */
  src: string;
  alt: string;
  /** The tile button's accessible name, e.g. "Open image 3" or "Like photo 3". */
  label: string;
  /** Makes the tile a toggle (aria-pressed); leave it out when a click opens something. */
  pressed?: boolean;
  /** Draws the accent ring (a selected or liked tile). */
  highlighted?: boolean;
  /** Loads at once instead of lazily (the first rows of a page). */
  eager?: boolean;
  /** Fades the tile in when it first shows, after this delay (photos arriving one by one); none when absent. */
  appearDelayMs?: number;
}

export interface ImageGridProps<T> {
  items: readonly T[];
  /** Names the list for screen readers, e.g. "My photos". */
  label?: string;
  tile: (item: T, index: number) => ImageGridTile;
  onTileClick: (item: T, index: number) => void;
  /** Drawn over the tile beside its button, so it may hold buttons of its own; the caller positions it. */
  renderOverlay?: (item: T, index: number) => ReactNode;
  /** The narrowest a tile gets on wider screens, in px (default 180); phones always show two columns. */
  minTileWidth?: number;
}

const Grid = styled.ul<{ $minTileWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$minTileWidth}px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  `}
`;

const appear = keyframes`
  from { opacity: 0; transform: scale(0.94); }
  to { opacity: 1; transform: none; }
`;

const Tile = styled.li<{ $highlighted: boolean; $appearDelayMs?: number }>`
  ${(p) => p.$appearDelayMs !== undefined && css`
    animation: ${appear} 0.45s ease-out both;
    animation-delay: ${p.$appearDelayMs}ms;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `}
  position: relative;
  overflow: hidden;
  aspect-ratio: 3 / 4;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  box-shadow: ${(p) => (p.$highlighted ? `0 0 0 3px ${theme.colors.accent}` : theme.shadows.card)};
  transition: box-shadow 0.15s ease;
`;

const TileButton = styled.button<{ $toggle: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: ${(p) => (p.$toggle ? 'pointer' : 'zoom-in')};
  ${focusRing}
  /* The tile clips anything outside it, so the ring goes inside. */
  &:focus-visible {
    outline-offset: -3px;
  }

  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Clicks on decoration fall through to the tile button; the overlay's own controls still take them.
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;

  button,
  a,
  input {
    pointer-events: auto;
  }
`;

/** A responsive grid of 3:4 image tiles; each tile is one button, with an optional overlay of controls. */
export function ImageGrid<T>({ items, label, tile, onTileClick, renderOverlay, minTileWidth = 180 }: ImageGridProps<T>) {
  return (
    <Grid aria-label={label} $minTileWidth={minTileWidth}>
      {items.map((item, index) => {
        const { key, src, alt, label: buttonLabel, pressed, highlighted = false, eager = false, appearDelayMs } = tile(item, index);
        return (
          <Tile key={key} $highlighted={highlighted} $appearDelayMs={appearDelayMs}>
            <TileButton
              type="button"
              $toggle={pressed !== undefined}
              aria-pressed={pressed}
              aria-label={buttonLabel}
              onClick={() => onTileClick(item, index)}
            >
              {isVideoSource(src) ? (
                <video src={src} muted loop playsInline aria-hidden="true" />
              ) : (
                <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} />
              )}
            </TileButton>
            {renderOverlay && <Overlay>{renderOverlay(item, index)}</Overlay>}
          </Tile>
        );
      })}
    </Grid>
  );
}
