import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, media, theme } from 'shared-ui';
import { apiFileUrl } from '../../../lib/api-file-url';
import type { ImageItem } from '../image-item';
import { CheckIcon } from './icons';

export interface ImageGridProps {
  images: readonly ImageItem[];
  /** Names the list for screen readers, e.g. "My photos". */
  label: string;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (image: ImageItem) => void;
  onOpen: (image: ImageItem) => void;
  /** The tile's own buttons (like and delete on gen, restore on deleted-images). */
  renderActions?: (image: ImageItem, name: string) => ReactNode;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  `}
`;

const Tile = styled.li<{ $selected: boolean }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: 3 / 4;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  box-shadow: ${(p) => (p.$selected ? `0 0 0 3px ${theme.colors.accent}` : theme.shadows.card)};
`;

const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  ${focusRing}
  &:focus-visible { outline-offset: -3px; }
`;

const fill = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
const Picture = styled.img`${fill}`;
const Clip = styled.video`${fill}`;

/** Round see-through buttons over the photo; always visible, so they work on touch screens too. */
export const TileButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${(p) => (p.$active ? theme.colors.accent : 'rgba(17, 24, 39, 0.55)')};
  color: #fff;
  cursor: pointer;
  transition: background 0.15s ease;
  ${focusRing}
  &:hover { background: ${(p) => (p.$active ? theme.colors.accentHover : 'rgba(17, 24, 39, 0.8)')}; }
`;

/** A tile button with a word on it, for the action that matters most there (Restore). */
export const TilePillButton = styled(TileButton)`
  width: auto;
  gap: 6px;
  padding: 0 14px 0 10px;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
`;

const SelectButton = styled(TileButton)`
  position: absolute;
  top: 8px;
  left: 8px;
  width: 32px;
  height: 32px;
  border: 2px solid #fff;
`;

const Actions = styled.div`
  position: absolute;
  right: 8px;
  bottom: 8px;
  display: flex;
  gap: 6px;
`;

const isVideo = (url: string) => /\.webm$/i.test(url.split(/[?#]/)[0] ?? '');

/** The photos as square-ish tiles: open on click, a select toggle for batches, and the page's own buttons. */
export function ImageGrid({ images, label, selectedIds, onToggleSelect, onOpen, renderActions }: ImageGridProps) {
  return (
    <Grid aria-label={label}>
      {images.map((image, index) => {
        const name = `image ${index + 1}`;
        const selected = selectedIds.has(image.fileId);
        const src = apiFileUrl(image.url);
        return (
          <Tile key={image.fileId} $selected={selected}>
            <OpenButton type="button" onClick={() => onOpen(image)} aria-label={`Open ${name}`}>
              {isVideo(image.url) ? (
                <Clip src={src} muted loop playsInline aria-hidden="true" />
              ) : (
                <Picture src={src} alt={image.prompt ?? ''} loading="lazy" />
              )}
            </OpenButton>
            <SelectButton
              type="button"
              $active={selected}
              aria-pressed={selected}
              aria-label={`Select ${name}`}
              onClick={() => onToggleSelect(image)}
            >
              {selected && <CheckIcon />}
            </SelectButton>
            {renderActions && <Actions>{renderActions(image, name)}</Actions>}
          </Tile>
        );
      })}
    </Grid>
  );
}
