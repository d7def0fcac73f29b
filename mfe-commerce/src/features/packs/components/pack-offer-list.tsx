import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, theme, type ApiQueryResult } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import type { BuyerState } from '../hooks/use-buyer-state';
import { starterFor, trainingCostNote, trainingIncludedFirst } from '../training-cost';
import { NeedsModelDialog } from './needs-model-dialog';
import { packAnchorId, PackGrid } from './pack-card-frame';
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
  /**
   * The pack the visitor came for (a Reference), shown first, ringed with `label`, scrolled to and focused
   * once the list is there; an unknown reference changes nothing.
   */
  featured?: { reference: string; label: string } | null;
}

/** The featured pack first, the order otherwise kept. */
export function featuredFirst(packs: readonly PhotoPack[], reference: string | undefined): PhotoPack[] {
  return [...packs.filter((pack) => pack.Reference === reference), ...packs.filter((pack) => pack.Reference !== reference)];
}

/** What " · training included" adds to the featured pack's label when the starter stands in for it. */
export const WITH_TRAINING_SUFFIX = ' · training included';

/**
 * The pack to feature: the one asked for, or, for a buyer without a model, the starter that makes its photos and
 * includes the training (a pack alone could not be made yet: issue 37).
 */
export function featuredFor(featured: PackOfferListProps['featured'], packs: readonly PhotoPack[], needsModel: boolean) {
  if (!featured) return null;
  const pack = packs.find((p) => p.Reference === featured.reference);
  const starter = needsModel && pack ? starterFor(pack, packs) : null;
  return starter ? { reference: starter.Reference, label: `${featured.label}${WITH_TRAINING_SUFFIX}` } : featured;
}

/** Brings the featured card into view and moves focus to it (screen readers start there), once. */
function useBringIntoView(reference: string | undefined, ready: boolean) {
  useEffect(() => {
    if (!reference || !ready) return;
    const card = document.getElementById(packAnchorId(reference));
    if (!card) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    card.focus({ preventScroll: true });
  }, [reference, ready]);
}

export const EmptyText = styled.p`
  margin: 0;
  padding: 32px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

export { NEEDS_MODEL_TITLE } from './needs-model-dialog';

/** Packs for sale, with their loading, empty and error states. */
export function PackOfferList({ packs, actionLabel, pendingKey, onBuy, limit, buyer, onGenerateWithCredits, featured }: PackOfferListProps) {
  // A buyer without a model confirms a pack that does not include training: a clear extra step, not a surprise.
  const [confirming, setConfirming] = useState<PhotoPack | null>(null);
  const ready = packs.status === 'success' && buyer !== 'loading';
  const needsModel = buyer !== 'loading' && (buyer?.needsModel ?? false);
  const shownFeatured = ready ? featuredFor(featured, packs.data, needsModel) : null;
  useBringIntoView(shownFeatured?.reference, ready);
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
  const ordered = featuredFirst(needsModel ? trainingIncludedFirst(packs.data) : packs.data, shownFeatured?.reference);
  const shown = limit === undefined ? ordered : ordered.slice(0, limit);
  if (shown.length === 0) return <EmptyText>{NO_PHOTO_PACKS_MESSAGE}</EmptyText>;
  const note = (pack: PhotoPack) => (needsModel ? trainingCostNote(pack, packs.data) : null);
  return (
    <>
    <PackGrid>
      {shown.map((pack) => (
        <PackOfferCard
          key={pack.PackageID}
          pack={pack}
          actionLabel={actionLabel}
          busy={pendingKey === pack.Reference}
          disabled={pendingKey !== null}
          onBuy={(chosen) => (note(chosen) ? setConfirming(chosen) : onBuy(chosen))}
          trainingNote={note(pack)}
          featured={pack.Reference === shownFeatured?.reference ? shownFeatured.label : undefined}
          credits={onGenerateWithCredits ? { balance: needsModel ? null : (buyer?.credits ?? null), onGenerate: onGenerateWithCredits } : undefined}
        />
      ))}
    </PackGrid>
    <NeedsModelDialog pack={confirming} packs={packs.data} credits={buyer?.credits ?? null} onBuy={onBuy} onClose={() => setConfirming(null)} />
    </>
  );
}
