import { useState } from 'react';
import styled from 'styled-components';
import { apiFileUrl, type AdminTemplateImage, type PhotoPack } from 'api-client';
import { Banner, Button, ImageViewer, media, Spinner, Stack, theme } from 'shared-ui';
import { SectionCard } from '../../../components/section-card';
import { useAdminTemplateImages } from '../../../lib/content-gen-queries';
import { countLabel, groupByClass } from '../class-groups';
import { TemplateGalleryItem } from './template-gallery-item';

export const IMAGES_LOAD_FAILED_MESSAGE = 'Failed to load template images';
export const NO_IMAGES_MESSAGE = 'No template images in this category yet.';
export const CHOOSE_CATEGORY_MESSAGE = 'Choose a template category to see its images.';

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 12px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceMuted};
    font-size: 14px;
  }
`;

const ClassTitle = styled.h3`
  margin: 0 0 12px;
  font-size: 17px;
`;

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

interface TemplateGalleryProps {
  categoryId: number | null;
  categoryName?: string;
  packId: number | null;
  packs: readonly PhotoPack[];
}

/** A category's template images by class, with per-class counts and each image's moderation and pack actions. */
export function TemplateGallery({ categoryId, categoryName, packId, packs }: TemplateGalleryProps) {
  const images = useAdminTemplateImages(categoryId);
  const [expanded, setExpanded] = useState<AdminTemplateImage | null>(null);
  const groups = images.status === 'success' ? groupByClass(images.data.templateImages) : [];
  const packTitle = (id: number | null) => packs.find((pack) => pack.PackageID === id)?.Title;

  return (
    <SectionCard title={categoryName ? `Gallery: ${categoryName}` : 'Gallery'}>
      <Stack gap={20}>
        {categoryId === null && <p>{CHOOSE_CATEGORY_MESSAGE}</p>}
        {categoryId !== null && images.status === 'loading' && <Spinner label="Loading template images" />}
        {images.status === 'error' && (
          <Banner tone="error" actions={<Button variant="secondary" onClick={() => void images.refetch()}>Retry</Button>}>
            {IMAGES_LOAD_FAILED_MESSAGE}
          </Banner>
        )}
        {images.status === 'success' && groups.length === 0 && <p>{NO_IMAGES_MESSAGE}</p>}
        {groups.length > 0 && (
          <Counts aria-label="Images per class">
            {groups.map((group) => <li key={group.templateClass}>{countLabel(group)}</li>)}
          </Counts>
        )}
        {groups.map((group) => (
          <section key={group.templateClass} aria-labelledby={`class-${group.templateClass}`}>
            <ClassTitle id={`class-${group.templateClass}`}>
              {group.templateClass} ({group.images.length})
            </ClassTitle>
            <Grid aria-label={`${group.templateClass} images`}>
              {group.images.map((image, index) => (
                <TemplateGalleryItem
                  key={image.fileId}
                  image={image}
                  label={`Template image ${index + 1} (${group.templateClass})`}
                  packId={packId}
                  otherPackTitle={packTitle(image.packageId)}
                  onExpand={() => setExpanded(image)}
                />
              ))}
            </Grid>
          </section>
        ))}
      </Stack>
      <ImageViewer
        open={expanded !== null}
        src={expanded ? apiFileUrl(expanded.imageUrl) : ''}
        alt={`Template image (${expanded?.class ?? ''})`}
        caption={expanded?.prompt}
        onClose={() => setExpanded(null)}
      />
    </SectionCard>
  );
}
