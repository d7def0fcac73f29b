import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
import { RestoreIcon } from '../components/images/icons';
import { ImageGallery } from '../components/images/image-gallery';
import { imageBrowse } from '../components/images/image-browse';
import { ImageItemViewer } from '../components/images/image-item-viewer';
import { TilePillButton } from '../components/images/tile-buttons';
import { useDeletedImages } from '../features/deleted-images/hooks/use-deleted-images';
import { useImageActions } from '../lib/images/use-image-actions';
import { useSelection } from '../lib/images/use-selection';
import type { ImageItem } from '../lib/images/image-item';

export const DELETED_IMAGES_TITLE = 'Deleted images';
export const NO_DELETED_IMAGES_TEXT = 'Nothing here. Images you delete appear here, and you can restore them at any time.';

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The user's deleted images, to restore one at a time or in a batch. */
export default function DeletedImagesPage() {
  usePageMeta({ title: DELETED_IMAGES_TITLE, noindex: true });
  const { query, images, patch } = useDeletedImages();
  const selection = useSelection();
  const actions = useImageActions({ patch });
  const [viewing, setViewing] = useState<ImageItem | null>(null);

  if (query.status === 'loading') return <LoadingView text="Loading your deleted images" />;

  // Restored images leave the list at once (and come back if the restore fails or is undone).
  const visible = images.filter((image) => image.isLocallyDeleted);
  return (
    <Page>
      <PageTitle>{DELETED_IMAGES_TITLE}</PageTitle>
      {query.status === 'error' ? (
        <Banner tone="error" actions={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {errorMessage(query.error)}
        </Banner>
      ) : (
        <Stack gap={16}>
          <Intro>Restore a photo to put it back with its model on the generation page.</Intro>
          <ImageGallery
            images={visible}
            label={DELETED_IMAGES_TITLE}
            emptyText={NO_DELETED_IMAGES_TEXT}
            selection={selection}
            onOpen={setViewing}
            onToggleLike={(image) => void actions.toggleLike(image)}
            renderBatchActions={(selected) => (
              <>
                <Button
                  onClick={() => {
                    selection.clear();
                    void actions.restoreMany(selected);
                  }}
                >
                  Restore
                </Button>
                <Button variant="secondary" onClick={() => void actions.likeMany(selected)}>
                  Like
                </Button>
                <Button variant="secondary" onClick={() => setViewing(selected[0] ?? null)}>
                  Expand
                </Button>
              </>
            )}
            renderTileAction={(image, name) => (
              <TilePillButton type="button" aria-label={`Restore ${name}`} onClick={() => void actions.restoreOne(image)}>
                <RestoreIcon />
                Restore
              </TilePillButton>
            )}
          />
        </Stack>
      )}
      {viewing && (
        <ImageItemViewer
          image={viewing}
          alt="Deleted image"
          browse={imageBrowse(visible, viewing, setViewing)}
          onClose={() => setViewing(null)}
          renderActions={() => (
            <Button
              onClick={() => {
                setViewing(null);
                void actions.restoreOne(viewing);
              }}
            >
              Restore
            </Button>
          )}
        />
      )}
    </Page>
  );
}
