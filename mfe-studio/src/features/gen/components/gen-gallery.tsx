import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { BatchToolbar } from '../../images/components/batch-toolbar';
import { HeartIcon, TrashIcon } from '../../images/components/icons';
import { ImageGrid, TileButton } from '../../images/components/image-grid';
import type { ImageActions } from '../../images/hooks/use-image-actions';
import type { Selection } from '../../images/hooks/use-selection';
import type { ImageItem } from '../../images/image-item';

export const EMPTY_GALLERY_TEXT = 'No photos yet — write a prompt and press Generate';

interface GenGalleryProps {
  /** The selected model's images that are not deleted, newest first. */
  images: readonly ImageItem[];
  selection: Selection;
  actions: ImageActions;
  onOpen: (image: ImageItem) => void;
}

const Section = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 20px;
`;

const Empty = styled.p`
  margin: 0;
  padding: 64px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** The generated photos with like and delete on each, and the batch toolbar for a selection. */
export function GenGallery({ images, selection, actions, onOpen }: GenGalleryProps) {
  // Locally deleted images are not in `images`, so a batch never includes them.
  const selected = images.filter((image) => selection.selected.has(image.fileId));
  const runBatch = (run: (images: readonly ImageItem[]) => Promise<void>) => {
    selection.clear();
    void run(selected);
  };
  return (
    <Section aria-labelledby="gen-gallery-title">
      <Heading id="gen-gallery-title">My photos</Heading>
      <BatchToolbar count={selected.length} onClear={selection.clear}>
        <Button variant="secondary" onClick={() => runBatch(actions.likeMany)}>
          Like
        </Button>
        <Button variant="danger" onClick={() => runBatch(actions.deleteMany)}>
          Delete
        </Button>
      </BatchToolbar>
      {images.length === 0 ? (
        <Empty>{EMPTY_GALLERY_TEXT}</Empty>
      ) : (
        <ImageGrid
          images={images}
          label="My photos"
          selectedIds={selection.selected}
          onToggleSelect={(image) => selection.toggle(image.fileId)}
          onOpen={onOpen}
          renderActions={(image, name) => (
            <>
              <TileButton
                type="button"
                $active={image.isLiked}
                aria-pressed={image.isLiked}
                aria-label={`Like ${name}`}
                onClick={() => void actions.toggleLike(image)}
              >
                <HeartIcon filled={image.isLiked} />
              </TileButton>
              <TileButton type="button" aria-label={`Delete ${name}`} onClick={() => void actions.deleteOne(image)}>
                <TrashIcon />
              </TileButton>
            </>
          )}
        />
      )}
    </Section>
  );
}
