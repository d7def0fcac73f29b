import { apiFileUrl } from 'api-client/runtime';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';
import { ImageGrid } from 'shared-ui/first-render';
import type { Selection } from '../../lib/images/use-selection';
import type { ImageItem } from '../../lib/images/image-item';
import { CheckIcon, HeartIcon } from './icons';
import { TileButton } from './tile-buttons';

// Shown only once photos are selected: not part of the gallery's first render.
const BatchToolbar = lazy(() => import('./batch-toolbar').then((m) => ({ default: m.BatchToolbar })));

export interface ImageGalleryProps {
  images: readonly ImageItem[];
  /** Names the list for screen readers, e.g. "My photos". */
  label: string;
  emptyText: string;
  selection: Selection;
  onOpen: (image: ImageItem) => void;
  onToggleLike: (image: ImageItem) => void;
  /** The batch toolbar's buttons, given the selected images that are on screen. */
  renderBatchActions: (selected: readonly ImageItem[]) => ReactNode;
  /** The tile's button after Like: Delete on gen, Restore on deleted-images. `name` is "image 3". */
  renderTileAction: (image: ImageItem, name: string) => ReactNode;
}

const Empty = styled.p`
  margin: 0;
  padding: 64px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
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

const tileName = (index: number) => `image ${index + 1}`;

/** A user's photos: open on click, select for the batch toolbar, like, and the page's own tile action. */
export function ImageGallery(props: ImageGalleryProps) {
  const { images, label, emptyText, selection, onOpen, onToggleLike, renderBatchActions, renderTileAction } = props;
  // Only images on screen count, so a batch never includes one that has just left the list.
  const selected = images.filter((image) => selection.selected.has(image.fileId));
  return (
    <>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BatchToolbar count={selected.length} onClear={selection.clear}>
            {renderBatchActions(selected)}
          </BatchToolbar>
        </Suspense>
      )}
      {images.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <ImageGrid
          items={images}
          label={label}
          tile={(image, index) => ({
            key: image.fileId,
            src: apiFileUrl(image.url),
            alt: image.prompt ?? '',
            label: `Open ${tileName(index)}`,
            highlighted: selection.selected.has(image.fileId),
          })}
          onTileClick={onOpen}
          renderOverlay={(image, index) => {
            const name = tileName(index);
            const isSelected = selection.selected.has(image.fileId);
            return (
              <>
                <SelectButton
                  type="button"
                  $active={isSelected}
                  aria-pressed={isSelected}
                  aria-label={`Select ${name}`}
                  onClick={() => selection.toggle(image.fileId)}
                >
                  {isSelected && <CheckIcon />}
                </SelectButton>
                <Actions>
                  <TileButton
                    type="button"
                    $active={image.isLiked}
                    aria-pressed={image.isLiked}
                    aria-label={`Like ${name}`}
                    onClick={() => onToggleLike(image)}
                  >
                    <HeartIcon filled={image.isLiked} />
                  </TileButton>
                  {renderTileAction(image, name)}
                </Actions>
              </>
            );
          }}
        />
      )}
    </>
  );
}
