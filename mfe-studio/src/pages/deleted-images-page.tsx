import { useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, ImageViewer, LoadingView, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
import { BatchToolbar } from '../features/images/components/batch-toolbar';
import { HeartIcon, RestoreIcon } from '../features/images/components/icons';
import { ImageGrid, TileButton, TilePillButton } from '../features/images/components/image-grid';
import { ImageViewerCaption } from '../features/images/components/image-viewer-caption';
import { useDeletedImages } from '../features/images/hooks/use-deleted-images';
import { useImageActions } from '../features/images/hooks/use-image-actions';
import { useImagePrompt } from '../features/images/hooks/use-image-prompt';
import { useSelection } from '../features/images/hooks/use-selection';
import type { ImageItem } from '../features/images/image-item';
import { apiFileUrl } from '../lib/api-file-url';

export const DELETED_IMAGES_TITLE = 'Deleted images';
export const NO_DELETED_IMAGES_TEXT = 'Nothing here. Images you delete appear here, and you can restore them at any time.';

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: 48px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** Part 2 §2 and §4: the user's deleted images, to restore one at a time or in a batch. */
export default function DeletedImagesPage() {
  usePageMeta({ title: DELETED_IMAGES_TITLE, noindex: true });
  const { state, retry, patch } = useDeletedImages();
  const selection = useSelection();
  const actions = useImageActions({ patch });
  const [viewing, setViewing] = useState<ImageItem | null>(null);
  const prompt = useImagePrompt(viewing);

  if (state.kind === 'loading') return <LoadingView text="Loading your deleted images" />;

  // Restored images leave the list at once (and come back if the restore fails or is undone).
  const visible = state.kind === 'ready' ? state.images.filter((image) => image.isLocallyDeleted) : [];
  const selected = visible.filter((image) => selection.selected.has(image.fileId));
  const restoreSelected = () => {
    selection.clear();
    void actions.restoreMany(selected);
  };

  return (
    <Page>
      <PageTitle>{DELETED_IMAGES_TITLE}</PageTitle>
      {state.kind === 'error' ? (
        <Banner tone="error" actions={<Button onClick={() => void retry()}>Try again</Button>}>
          {state.message}
        </Banner>
      ) : (
        <Stack gap={16}>
          <Intro>Restore a photo to put it back with its model on the generation page.</Intro>
          <BatchToolbar count={selected.length} onClear={selection.clear}>
            <Button onClick={restoreSelected}>Restore</Button>
            <Button variant="secondary" onClick={() => void actions.likeMany(selected)}>
              Like
            </Button>
            <Button variant="secondary" onClick={() => setViewing(selected[0] ?? null)}>
              Expand
            </Button>
          </BatchToolbar>
          {visible.length === 0 ? (
            <Empty>{NO_DELETED_IMAGES_TEXT}</Empty>
          ) : (
            <ImageGrid
              images={visible}
              label={DELETED_IMAGES_TITLE}
              selectedIds={selection.selected}
              onToggleSelect={(image) => selection.toggle(image.fileId)}
              onOpen={setViewing}
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
                  <TilePillButton type="button" aria-label={`Restore ${name}`} onClick={() => void actions.restoreOne(image)}>
                    <RestoreIcon />
                    Restore
                  </TilePillButton>
                </>
              )}
            />
          )}
        </Stack>
      )}
      {viewing && (
        <ImageViewer
          open
          src={apiFileUrl(viewing.url)}
          alt="Deleted image"
          caption={<ImageViewerCaption prompt={prompt} />}
          actions={
            <Button
              onClick={() => {
                setViewing(null);
                void actions.restoreOne(viewing);
              }}
            >
              Restore
            </Button>
          }
          onClose={() => setViewing(null)}
        />
      )}
    </Page>
  );
}
