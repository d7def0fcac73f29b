import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FieldHint, Spinner, Stack, theme } from 'shared-ui';
import type { ImageItem } from '../../../lib/images/image-item';
import { useShareOffer } from '../hooks/use-share-offer';
import { absoluteImageUrl, offerLabel } from '../reddit-share';
import { OfferPanel } from './offer-panel';
import { ShareLinkPanel } from './share-link-panel';

export const SHARE_DIALOG_TITLE = 'Share this photo';

export interface ShareDialogProps {
  image: ImageItem;
  onClose: () => void;
  /** Credits were awarded for a post (they wait as pending free credits until it has stayed up). */
  onCreditsAwarded: () => void;
}

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Thumb = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${theme.radii.md};
`;

const SwitchRow = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const SwitchLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.7 : 1)};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }
`;

interface OfferSwitchProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  reason: string | null;
  onChange: (checked: boolean) => void;
}

/** The offer switch: on = offer mode. Usable only while the user is eligible; otherwise the reason says why. */
function OfferSwitch({ label, checked, disabled, reason, onChange }: OfferSwitchProps) {
  const reasonId = useId();
  return (
    <SwitchRow>
      <SwitchLabel $disabled={disabled}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label} for posting it on Reddit
      </SwitchLabel>
      {reason && <FieldHint id={reasonId}>{reason}</FieldHint>}
    </SwitchRow>
  );
}

/**
 * Share one photo: a public page of it to link to (normal share: made, copied and stopped here) or a post
 * on Reddit for free credits (offer mode, the default while the user is eligible).
 */
export function ShareDialog({ image, onClose, onCreditsAwarded }: ShareDialogProps) {
  const offer = useShareOffer();
  const [chosenOfferMode, setChosenOfferMode] = useState<boolean | null>(null);
  const eligible = offer.status === 'ready' && offer.isEligible;
  const offerMode = eligible && (chosenOfferMode ?? true);
  const imageUrl = absoluteImageUrl(image.url);

  return (
    <Dialog
      open
      title={SHARE_DIALOG_TITLE}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap={16}>
        <Top>
          <Thumb src={imageUrl} alt="" />
          {offer.status === 'checking' ? (
            <Spinner label="Checking the free credits offer" />
          ) : (
            <OfferSwitch
              label={offerLabel(offer.credits)}
              checked={offerMode}
              disabled={!offer.isEligible}
              reason={offer.isEligible ? null : offer.reason}
              onChange={setChosenOfferMode}
            />
          )}
        </Top>
        {offer.status === 'ready' &&
          (offerMode ? (
            <OfferPanel imageUrl={imageUrl} credits={offer.credits} onAwarded={onCreditsAwarded} onFinished={onClose} />
          ) : (
            <ShareLinkPanel fileId={image.fileId} />
          ))}
      </Stack>
    </Dialog>
  );
}
