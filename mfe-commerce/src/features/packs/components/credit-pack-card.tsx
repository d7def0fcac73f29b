import { PACK_IMAGE_COUNT, type PhotoPack } from 'api-client';
import { Button, formatCredits, spendLabel } from 'shared-ui';
import { Facts, PackCardFrame } from './pack-card-frame';

export interface CreditPackCardProps {
  pack: PhotoPack;
  credits: number;
  /** A pack is being generated (this one or another): every button waits. */
  generatingId: number | null;
  onGenerate: (pack: PhotoPack) => void;
  onPurchaseCredits: () => void;
}

/** A pack can be generated only with at least its credits; otherwise the button sells credits. */
export function hasEnoughCredits(credits: number, pack: PhotoPack): boolean {
  return credits >= pack.Credits;
}

/** A pack on the packs page, paid for with credits. */
export function CreditPackCard({ pack, credits, generatingId, onGenerate, onPurchaseCredits }: CreditPackCardProps) {
  const busy = generatingId !== null;
  let action;
  if (generatingId === pack.PackageID) {
    action = (
      <Button fullWidth disabled aria-busy="true">
        Generating...
      </Button>
    );
  } else if (hasEnoughCredits(credits, pack)) {
    action = (
      <Button fullWidth disabled={busy} onClick={() => onGenerate(pack)}>
        {spendLabel('Generate Pack', pack.Credits)}
      </Button>
    );
  } else {
    action = (
      <Button fullWidth variant="secondary" disabled={busy} onClick={onPurchaseCredits}>
        Purchase Credits
      </Button>
    );
  }
  return (
    <PackCardFrame
      pack={pack}
      facts={
        <Facts>
          <span>{PACK_IMAGE_COUNT} images</span>
          <strong>{formatCredits(pack.Credits)} credits</strong>
        </Facts>
      }
      action={action}
    />
  );
}
