import { apiFileUrl } from 'api-client';
import styled from 'styled-components';
import { ImageGrid, theme } from 'shared-ui';
import { useArrivalDelays } from '../hooks/use-arrival-delays';

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
  /** Fade in photos as they arrive, one after another (while a pack is being made). */
  staggerArrivals?: boolean;
}

// The first rows show at once; the rest of a 30-photo pack loads as the user scrolls.
const EAGER_TILES = 8;

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

/** The images of a pack; liked ones carry a filled heart (and, while picking, a highlight). */
export function PackImageGrid({ images, liked, onImageClick, mode, staggerArrivals = false }: PackImageGridProps) {
  const picking = mode === 'toggle-like';
  const arrivals = useArrivalDelays(images.map((image) => image.fileId));
  return (
    <ImageGrid
      items={images}
      tile={(image, index) => {
        const isLiked = liked.has(image.fileId);
        const name = `photo ${index + 1}`;
        return {
          key: image.fileId,
          src: apiFileUrl(image.url),
          alt: `Photo ${index + 1}`,
          label: picking ? `Like ${name}` : `Open ${name}${isLiked ? ' (favorite)' : ''}`,
          pressed: picking ? isLiked : undefined,
          // Picking favourites highlights the chosen; when viewing, a heart alone marks them.
          highlighted: picking && isLiked,
          eager: index < EAGER_TILES,
          appearDelayMs: staggerArrivals ? arrivals.get(image.fileId) : undefined,
        };
      }}
      onTileClick={onImageClick}
      renderOverlay={(image) => {
        const isLiked = liked.has(image.fileId);
        if (!picking && !isLiked) return null;
        return (
          <Heart $liked={isLiked} aria-hidden="true">
            {isLiked ? '♥' : '♡'}
          </Heart>
        );
      }}
    />
  );
}
