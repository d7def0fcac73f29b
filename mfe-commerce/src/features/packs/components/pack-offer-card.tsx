import { useId } from 'react';
import { PACK_IMAGE_COUNT, type PhotoPack } from 'api-client';
import styled from 'styled-components';
import { Button, formatCredits, Stack, theme } from 'shared-ui';
import { Facts, PackCardFrame } from './pack-card-frame';

export interface PackOfferCardProps {
  pack: PhotoPack;
  /** 'Purchase Pack' on buy-packs and pricing, 'Buy Now' on buy-more. */
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  onBuy: (pack: PhotoPack) => void;
  /** What the pack needs besides its price when the buyer has no trained model (see training-cost.ts). */
  trainingNote?: string | null;
  /**
   * Shows the credit price too (packs without training only: those are the ones /packs makes with credits);
   * a balance that covers it is said so, with Generate with credits besides buying.
   */
  credits?: { balance: number | null; onGenerate: () => void };
  /** The pack the visitor came for, with the label that says why (see PackCardFrame). */
  featured?: string;
}

const Price = styled.p`
  margin: 0;
  font-size: 22px;
  font-weight: 800;
  letter-spacing: -0.01em;
`;

const Included = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-size: 14px;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.text};
  font-size: 14px;
`;

/** A pack for sale with money: price, 30 images, one-time purchase. */
export function PackOfferCard({ pack, actionLabel, busy, disabled, onBuy, trainingNote, credits, featured }: PackOfferCardProps) {
  const noteId = useId();
  const creditPrice = credits && !pack.IncludesTraining ? pack.Credits : null;
  const covered = creditPrice !== null && credits?.balance != null && credits.balance >= creditPrice;
  return (
    <PackCardFrame
      pack={pack}
      featured={featured}
      facts={
        <>
          <Price>{pack.Price}</Price>
          <Facts>
            <span>{PACK_IMAGE_COUNT} images</span>
            <span>One-time purchase</span>
            {creditPrice !== null && <span>or {formatCredits(creditPrice)} credits</span>}
          </Facts>
          {pack.IncludesTraining && <Included>✓ Model training included</Included>}
          {trainingNote && <Note id={noteId}>{trainingNote}</Note>}
          {covered && <Included>Your {formatCredits(credits.balance!)} credits already cover this pack.</Included>}
        </>
      }
      action={
        <Stack gap={8}>
          <Button fullWidth loading={busy} disabled={disabled} onClick={() => onBuy(pack)} aria-describedby={trainingNote ? noteId : undefined}>
            {actionLabel}
          </Button>
          {covered && (
            <Button fullWidth variant="secondary" disabled={disabled} onClick={credits.onGenerate}>
              Generate with credits
            </Button>
          )}
        </Stack>
      }
    />
  );
}
