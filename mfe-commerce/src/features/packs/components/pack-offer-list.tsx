import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, ConfirmDialog, formatCredits, theme, type ApiQueryResult } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import type { BuyerState } from '../hooks/use-buyer-state';
import { trainingCostNote, trainingIncludedFirst } from '../training-cost';
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

/** Packs for sale, with their loading, empty and error states. */
export const NEEDS_MODEL_TITLE = 'This pack needs a trained model';

export function PackOfferList({ packs, actionLabel, pendingKey, onBuy, limit, buyer, onGenerateWithCredits, featured }: PackOfferListProps) {
  // A buyer without a model confirms a pack that does not include training: a clear extra step, not a surprise.
  const [confirming, setConfirming] = useState<PhotoPack | null>(null);
  const ready = packs.status === 'success' && buyer !== 'loading';
  useBringIntoView(featured?.reference, ready);
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
  const ordered = featuredFirst(needsModel ? trainingIncludedFirst(packs.data) : packs.data, featured?.reference);
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
          featured={pack.Reference === featured?.reference ? featured.label : undefined}
          credits={onGenerateWithCredits ? { balance: needsModel ? null : (buyer?.credits ?? null), onGenerate: onGenerateWithCredits } : undefined}
        />
      ))}
    </PackGrid>
    <ConfirmDialog
      open={confirming !== null}
      title={NEEDS_MODEL_TITLE}
      message={confirming && (
        <>
          {note(confirming)} Your pack waits for you until your model is ready
          {buyer?.credits != null ? ` (you have ${formatCredits(buyer.credits)} credits).` : '.'}
        </>
      )}
      confirmLabel={confirming ? `Buy ${confirming.Title} (${confirming.Price}) and train later` : 'Buy'}
      cancelLabel="Go back"
      onConfirm={() => {
        const chosen = confirming;
        setConfirming(null);
        if (chosen) onBuy(chosen);
      }}
      onCancel={() => setConfirming(null)}
    />
    </>
  );
}
