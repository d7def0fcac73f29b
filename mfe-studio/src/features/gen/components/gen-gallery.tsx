import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui/start-up';
import { ButtonLink } from 'shared-ui/first-render';
import { ShareIcon, TrashIcon } from '../../../components/images/icons';
import { ImageGallery } from '../../../components/images/image-gallery';
import { TileButton } from '../../../components/images/tile-buttons';
import type { ImageActions } from '../../../lib/images/use-image-actions';
import type { Selection } from '../../../lib/images/use-selection';
import type { ImageItem } from '../../../lib/images/image-item';
import { ID_PHOTO_PATH, UPLOAD_IMAGE_PATH } from '../../../lib/image-edit-paths';

// Shown only with a selection; it brings the zip download (shared-ui's full entry), not needed to show the photos.
const DownloadSelectionButton = lazy(() =>
  import('../../../components/images/download-selection-button').then((m) => ({ default: m.DownloadSelectionButton })));

export const EMPTY_GALLERY_TEXT = 'No photos yet — write a prompt and press Generate';
/** The gallery's id: new photos scroll it into view on phones. */
export const GEN_GALLERY_ID = 'gen-gallery';

interface GenGalleryProps {
  /** The selected model's images that are not deleted, newest first. */
  images: readonly ImageItem[];
  selection: Selection;
  actions: ImageActions;
  onOpen: (image: ImageItem) => void;
  onShare: (image: ImageItem) => void;
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

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The generated photos with like, share and delete on each, and the batch toolbar for a selection. */
export function GenGallery({ images, selection, actions, onOpen, onShare }: GenGalleryProps) {
  const runBatch = (run: (images: readonly ImageItem[]) => Promise<void>, selected: readonly ImageItem[]) => {
    selection.clear();
    void run(selected);
  };
  return (
    <Section id={GEN_GALLERY_ID} aria-labelledby="gen-gallery-title">
      <HeadingRow>
        <Heading id="gen-gallery-title">My photos</Heading>
        <Links>
          <ButtonLink to={ID_PHOTO_PATH}>ID &amp; passport photos</ButtonLink>
          <ButtonLink to={UPLOAD_IMAGE_PATH}>Upload an image</ButtonLink>
        </Links>
      </HeadingRow>
      <ImageGallery
        images={images}
        label="My photos"
        emptyText={EMPTY_GALLERY_TEXT}
        selection={selection}
        onOpen={onOpen}
        onToggleLike={(image) => void actions.toggleLike(image)}
        renderBatchActions={(selected) => (
          <>
            <Button variant="secondary" onClick={() => runBatch(actions.likeMany, selected)}>
              Like
            </Button>
            <Suspense fallback={null}>
              <DownloadSelectionButton selected={selected} />
            </Suspense>
            <Button variant="danger" onClick={() => runBatch(actions.deleteMany, selected)}>
              Delete
            </Button>
          </>
        )}
        renderTileAction={(image, name) => (
          <>
            <TileButton type="button" aria-label={`Share ${name}`} aria-haspopup="dialog" onClick={() => onShare(image)}>
              <ShareIcon />
            </TileButton>
            <TileButton type="button" aria-label={`Delete ${name}`} onClick={() => void actions.deleteOne(image)}>
              <TrashIcon />
            </TileButton>
          </>
        )}
      />
    </Section>
  );
}
