import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiFileUrl, fileExtension, packPhotoName, type PackGeneration } from 'api-client';
import { Button, Checkbox, ImageViewer, LikenessBadge, Page, SelectField, Stack, usePageMeta } from 'shared-ui';
import { EditImageLink } from '../features/pack-generation/components/edit-image-link';
import { DownloadPackButton } from '../features/pack-generation/components/download-pack-button';
import { PackGenerationPending } from '../features/pack-generation/components/pack-generation-pending';
import { PackHeading } from '../features/pack-generation/components/pack-heading';
import { PackImageGrid } from '../features/pack-generation/components/pack-image-grid';
import { favoritesOnlyByDefault } from '../features/pack-generation/favorites';
import { bestLikenessFirst, PACK_ORDERS, type PackOrder } from '../features/pack-generation/likeness-order';
import { usePackGeneration } from '../features/pack-generation/hooks/use-pack-generation';
import { EmptyText } from '../features/packs/components/pack-offer-list';

export const NO_FAVORITES_TEXT = 'No favorites yet. Turn off Show favorites only to see every photo.';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const CaptionLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** The open photo's caption: its likeness badge once scored, and a heart when it is a favourite. */
function PhotoCaption({ favorite, photo }: { favorite: boolean; photo: PackGeneration['outputImages'][number] }) {
  if (!favorite && photo.likeness === null) return null;
  return (
    <CaptionLine>
      <LikenessBadge likeness={photo.likeness} band={photo.likenessBand} refund={photo.likenessRefund} />
      {favorite && <span>♥ Favorite</span>}
    </CaptionLine>
  );
}

/** pack-inspect/{generationId}: the pack's photos, favourites first, each opening full screen. */
export default function PackInspectPage() {
  usePageMeta({ title: 'My pack photos | AI Photographer', noindex: true });
  const { generationId } = useParams();
  const navigate = useNavigate();
  const query = usePackGeneration(generationId);
  const [favoritesOnlyChoice, setFavoritesOnlyChoice] = useState<boolean | null>(null);
  const [order, setOrder] = useState<PackOrder>('pack');
  // The open photo, by its place among those shown (favourites only, or all).
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (query.status !== 'success') return <PackGenerationPending query={query} />;

  const generation = query.data.packGeneration;
  const images = generation.outputImages;
  const favoritesOnly = favoritesOnlyChoice ?? favoritesOnlyByDefault(images);
  const liked = new Set(images.filter((image) => image.isLiked).map((image) => image.fileId));
  const filtered = favoritesOnly ? images.filter((image) => image.isLiked) : images;
  const shown = order === 'likeness' ? bestLikenessFirst(filtered) : filtered;
  const open = openIndex !== null ? shown[openIndex] ?? null : null;
  const packNumber = (image: { fileId: string }) => images.findIndex((candidate) => candidate.fileId === image.fileId) + 1;

  return (
    <Page>
      <Stack gap={24}>
        <PackHeading
          generation={generation}
          subtitle={`${images.length} photos, ${liked.size} ${liked.size === 1 ? 'favorite' : 'favorites'}`}
        />
        <Bar>
          <Actions>
            <Checkbox label="Show favorites only" checked={favoritesOnly} onChange={setFavoritesOnlyChoice} />
            <SelectField
              label="Sort"
              options={[...PACK_ORDERS]}
              value={order}
              onChange={(event) => {
                setOrder(event.target.value as PackOrder);
                setOpenIndex(null);
              }}
            />
          </Actions>
          <Actions>
            {images.length > 0 && <DownloadPackButton generationId={Number(generationId)} />}
            <Button onClick={() => navigate('/buy-more')}>Get more photos</Button>
          </Actions>
        </Bar>
        {shown.length === 0 ? (
          <EmptyText>{NO_FAVORITES_TEXT}</EmptyText>
        ) : (
          <PackImageGrid images={shown} liked={liked} mode="open" onImageClick={(_image, index) => setOpenIndex(index)} />
        )}
      </Stack>
      <ImageViewer
        open={open !== null}
        src={open ? apiFileUrl(open.url) : ''}
        alt={open && openIndex !== null ? `Photo ${openIndex + 1} of ${generation.title}` : ''}
        caption={open ? <PhotoCaption favorite={liked.has(open.fileId)} photo={open} /> : undefined}
        downloadName={open ? packPhotoName(generation.title, packNumber(open), fileExtension(open.url), generation.imageCount) : undefined}
        position={openIndex !== null ? { index: openIndex, count: shown.length } : undefined}
        onPrevious={openIndex !== null && openIndex > 0 ? () => setOpenIndex(openIndex - 1) : undefined}
        onNext={openIndex !== null && openIndex < shown.length - 1 ? () => setOpenIndex(openIndex + 1) : undefined}
        onClose={() => setOpenIndex(null)}
        actions={open ? <EditImageLink fileId={open.fileId} /> : undefined}
      />
    </Page>
  );
}
