import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, theme, type ApiQueryResult } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import { PackGrid } from './pack-card-frame';
import { PackOfferCard } from './pack-offer-card';

export interface PackOfferListProps {
  packs: ApiQueryResult<PhotoPack[]>;
  actionLabel: string;
  pendingKey: string | null;
  onBuy: (pack: PhotoPack) => void;
  /** Shows only the first packs (buy-more shows three). */
  limit?: number;
}

export const EmptyText = styled.p`
  margin: 0;
  padding: 32px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** Packs for sale, with their loading, empty and error states. */
export function PackOfferList({ packs, actionLabel, pendingKey, onBuy, limit }: PackOfferListProps) {
  if (packs.status === 'loading') return <SkeletonGrid label="Loading photo packs" minWidth={240} height={460} />;
  if (packs.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={() => void packs.refetch()}>Try again</Button>}>
        {PHOTO_PACKS_LOAD_FAILED_MESSAGE}
      </Banner>
    );
  }
  const shown = limit === undefined ? packs.data : packs.data.slice(0, limit);
  if (shown.length === 0) return <EmptyText>{NO_PHOTO_PACKS_MESSAGE}</EmptyText>;
  return (
    <PackGrid>
      {shown.map((pack) => (
        <PackOfferCard
          key={pack.PackageID}
          pack={pack}
          actionLabel={actionLabel}
          busy={pendingKey === pack.Reference}
          disabled={pendingKey !== null}
          onBuy={onBuy}
        />
      ))}
    </PackGrid>
  );
}
