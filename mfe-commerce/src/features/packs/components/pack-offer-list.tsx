import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, theme } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import type { PhotoPacksState } from '../hooks/use-photo-packs';
import { PackGrid } from './pack-card-frame';
import { PackOfferCard } from './pack-offer-card';

export interface PackOfferListProps {
  state: PhotoPacksState;
  onRetry: () => void;
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
export function PackOfferList({ state, onRetry, actionLabel, pendingKey, onBuy, limit }: PackOfferListProps) {
  if (state.kind === 'loading') return <SkeletonGrid label="Loading photo packs" minWidth={240} height={460} />;
  if (state.kind === 'failed') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={onRetry}>Try again</Button>}>
        {state.message}
      </Banner>
    );
  }
  const packs = limit === undefined ? state.packs : state.packs.slice(0, limit);
  if (packs.length === 0) return <EmptyText>{NO_PHOTO_PACKS_MESSAGE}</EmptyText>;
  return (
    <PackGrid>
      {packs.map((pack) => (
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
