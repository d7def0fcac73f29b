import styled from 'styled-components';
import { focusRing, media, theme } from 'shared-ui';
import { apiFileUrl } from '../../../lib/api-file-url';

export interface PackImage {
  fileId: string;
  url: string;
}

export interface PackImageGridProps {
  images: readonly PackImage[];
  liked: ReadonlySet<string>;
  /** What a click does: toggle the like (pack-generated) or open the image (pack-inspect). */
  onImageClick: (image: PackImage, index: number) => void;
  mode: 'toggle-like' | 'open';
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`
    grid-template-columns: repeat(2, 1fr);
    gap: 8px;
  `}
`;

const Tile = styled.button<{ $highlight: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  padding: 0;
  border: 3px solid ${(p) => (p.$highlight ? theme.colors.accent : 'transparent')};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
  cursor: pointer;
  box-shadow: ${(p) => (p.$highlight ? '0 0 0 3px rgba(79, 70, 229, 0.25)' : theme.shadows.card)};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  ${focusRing}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Heart = styled.span<{ $liked: boolean }>`
  position: absolute;
  top: 8px;
  right: 8px;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  background: ${(p) => (p.$liked ? theme.colors.accent : 'rgba(255, 255, 255, 0.85)')};
  color: ${(p) => (p.$liked ? '#fff' : theme.colors.textMuted)};
  font-size: 18px;
  line-height: 1;
`;

/** The images of a pack; liked ones carry a highlight and a filled heart. */
export function PackImageGrid({ images, liked, onImageClick, mode }: PackImageGridProps) {
  return (
    <Grid>
      {images.map((image, index) => {
        const isLiked = liked.has(image.fileId);
        const label = `Photo ${index + 1}`;
        return (
          <li key={image.fileId}>
            <Tile
              type="button"
              // Picking favourites highlights the chosen; when viewing, a heart alone marks them.
              $highlight={mode === 'toggle-like' && isLiked}
              aria-pressed={mode === 'toggle-like' ? isLiked : undefined}
              aria-label={mode === 'toggle-like' ? `Like ${label.toLowerCase()}` : `Open ${label.toLowerCase()}${isLiked ? ' (favorite)' : ''}`}
              onClick={() => onImageClick(image, index)}
            >
              <img src={apiFileUrl(image.url)} alt={label} loading={index < 8 ? 'eager' : 'lazy'} />
              {(mode === 'toggle-like' || isLiked) && (
                <Heart $liked={isLiked} aria-hidden="true">
                  {isLiked ? '♥' : '♡'}
                </Heart>
              )}
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}
