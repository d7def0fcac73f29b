import { PACK_CLOSE_PAGE_TEXT } from '../features/pack-generation/pack-texts';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { likeFavorites, SAVE_FAVORITES_FAILED_MESSAGE } from 'api-client';
import { Banner, Button, media, Page, ProgressBar, Stack, theme, useAlert, useApiMutation, usePageMeta } from 'shared-ui';
import { DownloadPackButton } from '../features/pack-generation/components/download-pack-button';
import { PackGenerationPending } from '../features/pack-generation/components/pack-generation-pending';
import { PackHeading } from '../features/pack-generation/components/pack-heading';
import { PackImageGrid } from '../features/pack-generation/components/pack-image-grid';
import { favoritesPayload } from '../features/pack-generation/favorites';
import { useLikedImages } from '../features/pack-generation/hooks/use-liked-images';
import { usePackGeneration } from '../features/pack-generation/hooks/use-pack-generation';

export const SOME_IMAGES_FAILED_TEXT = 'Some images failed to generate. Please contact support.';
export const PACK_FAILED_TEXT = 'Something went wrong';
export { PACK_CLOSE_PAGE_TEXT };

/** "12 of 30 ready": how many of the pack's photos are made so far. */
export const readyText = (made: number, total: number) => `${made} of ${total} ready`;

const CloseHint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Toolbar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: rgba(255, 255, 255, 0.96);
  box-shadow: ${theme.shadows.overlay};
  ${media.mobile`
    margin: 0 -8px;
  `}

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** pack-generated/{generationId}: pick favourites, then View my photos saves them. */
export default function PackGeneratedPage() {
  usePageMeta({ title: 'Your photo pack | AI Photographer', noindex: true });
  const { generationId } = useParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const query = usePackGeneration(generationId);
  const images = query.status === 'success' ? query.data.packGeneration.outputImages : [];
  const { liked, toggle } = useLikedImages(images);
  // Busy until the page has left for the pack's photos.
  const saving = useApiMutation(likeFavorites, {
    onSuccess: () => navigate(`/pack-inspect/${generationId}`),
    onError: (error) => {
      console.error('Saving favourites failed', error);
      void alert(SAVE_FAVORITES_FAILED_MESSAGE);
    },
  });

  if (query.status !== 'success') return <PackGenerationPending query={query} />;

  const generation = query.data.packGeneration;
  const running = generation.status === 'running';
  return (
    <Page>
      <Stack gap={24}>
        <PackHeading generation={generation} subtitle="Tap the photos you like, then view your photos." />
        {running && (
          <Stack gap={8}>
            <p role="status" style={{ margin: 0 }}>
              {readyText(images.length, generation.imageCount)}
            </p>
            <ProgressBar value={generation.imageCount ? images.length / generation.imageCount : 0} label="Photos made" />
            <CloseHint>{PACK_CLOSE_PAGE_TEXT}</CloseHint>
          </Stack>
        )}
        {generation.status === 'partial' && <Banner tone="warning">{SOME_IMAGES_FAILED_TEXT}</Banner>}
        {generation.status === 'failed' && images.length === 0 && <Banner tone="error">{PACK_FAILED_TEXT}</Banner>}
        <PackImageGrid images={images} liked={liked} mode="toggle-like" staggerArrivals onImageClick={(image) => toggle(image.fileId)} />
        {images.length > 0 && (
          <Toolbar>
            <p>
              {liked.size} {liked.size === 1 ? 'favorite' : 'favorites'}
            </p>
            <ToolbarActions>
              {!running && <DownloadPackButton generationId={Number(generationId)} />}
              <Button
                loading={saving.status === 'pending' || saving.status === 'success'}
                onClick={() => saving.mutate(favoritesPayload(images, liked))}
              >
                View my photos
              </Button>
            </ToolbarActions>
          </Toolbar>
        )}
      </Stack>
    </Page>
  );
}
