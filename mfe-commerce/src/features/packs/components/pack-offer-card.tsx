import { PACK_IMAGE_COUNT, type PhotoPack } from 'api-client';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { Facts, PackCardFrame } from './pack-card-frame';

export interface PackOfferCardProps {
  pack: PhotoPack;
  /** 'Purchase Pack' on buy-packs and pricing, 'Buy Now' on buy-more. */
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  onBuy: (pack: PhotoPack) => void;
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

/** A pack for sale with money: price, 30 images, one-time purchase. */
export function PackOfferCard({ pack, actionLabel, busy, disabled, onBuy }: PackOfferCardProps) {
  return (
    <PackCardFrame
      pack={pack}
      facts={
        <>
          <Price>{pack.Price}</Price>
          <Facts>
            <span>{PACK_IMAGE_COUNT} images</span>
            <span>One-time purchase</span>
          </Facts>
          {pack.IncludesTraining && <Included>✓ Model training included</Included>}
        </>
      }
      action={
        <Button fullWidth loading={busy} disabled={disabled} onClick={() => onBuy(pack)}>
          {actionLabel}
        </Button>
      }
    />
  );
}
