import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, theme, type ApiQueryResult } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import type { BuyerState } from '../hooks/use-buyer-state';
import { trainingCostNote, trainingIncludedFirst } from '../training-cost';
import { PackGrid } from './pack-card-frame';
import { PackOfferCard } from './pack-offer-card';

export interface PackOfferListProps {
  packs: ApiQueryResult<PhotoPack[]>;
  actionLabel: string;
  pendingKey: string | null;
  onBuy: (pack: PhotoPack) => void;
  /** Shows only the first packs (buy-more shows three). */
  limit?: number;
  /**
   * The buyer, where the page knows them: without a trained model the packs that include training come
   * first and the others say what the training costs. Left out, the packs show as they come.
   */
  buyer?: BuyerState | 'loading';
  /** Also shows each pack's credit price, and Generate with credits when the buyer's credits cover it. */
  onGenerateWithCredits?: () => void;
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
export function PackOfferList({ packs, actionLabel, pendingKey, onBuy, limit, buyer, onGenerateWithCredits }: PackOfferListProps) {
  // The order depends on the buyer: wait for both rather than reorder the cards under the user's eyes.
  if (packs.status === 'loading' || buyer === 'loading') {
    return <SkeletonGrid label="Loading photo packs" minWidth={240} height={460} />;
  }
  if (packs.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={() => void packs.refetch()}>Try again</Button>}>
        {PHOTO_PACKS_LOAD_FAILED_MESSAGE}
      </Banner>
    );
  }
  const needsModel = buyer?.needsModel ?? false;
  const ordered = needsModel ? trainingIncludedFirst(packs.data) : packs.data;
  const shown = limit === undefined ? ordered : ordered.slice(0, limit);
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
          trainingNote={needsModel ? trainingCostNote(pack, packs.data) : null}
          credits={onGenerateWithCredits ? { balance: needsModel ? null : (buyer?.credits ?? null), onGenerate: onGenerateWithCredits } : undefined}
        />
      ))}
    </PackGrid>
  );
}
