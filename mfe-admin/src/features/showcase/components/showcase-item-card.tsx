import { useState } from 'react';
import styled from 'styled-components';
import {
  apiFileUrl, errorMessage, retireShowcaseItem, updateShowcaseItem, type AdminShowcaseItem, type PhotoPack, type ShowcasePlacement,
} from 'api-client';
import { Banner, Button, Checkbox, ConfirmDialog, Stack, theme, useApiMutation } from 'shared-ui';
import { ButtonRow } from '../../../components/field-row';
import { placementChoices, placementKey, togglePlacement } from '../placements';
import { SHOWCASE_ITEMS_KEY } from '../showcase-queries';

const Card = styled.li<{ $retired: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 220px) minmax(0, 1fr);
  gap: 20px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  opacity: ${(p) => (p.$retired ? 0.7 : 1)};
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
  gap: 8px;

  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto; /* the height attribute would stretch it: the ratio decides */
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${theme.radii.md};
  }
  figcaption {
    font-size: 12px;
    color: ${theme.colors.textMuted};
    text-align: center;
  }
`;

const Caption = styled.h3`
  margin: 0;
  font-size: 17px;
`;

const Consent = styled.details`
  font-size: 14px;
  color: ${theme.colors.textMuted};

  p {
    white-space: pre-wrap;
  }
`;

const Slots = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 4px;
    font-weight: 600;
    font-size: 14px;
  }
`;

export interface ShowcaseItemCardProps {
  item: AdminShowcaseItem;
  packs: readonly PhotoPack[];
  /** Moves the item one place up or down in the order (active items only); absent at an end. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  moving: boolean;
}

// In UTC: a consent signed on 20 Nov is stored as that day's midnight UTC, and reads as 20 Nov everywhere.
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One item: its photos, its consent record, where it appears (saved together), its place in the order, Retire. */
export function ShowcaseItemCard({ item, packs, onMoveUp, onMoveDown, moving }: ShowcaseItemCardProps) {
  const active = item.status === 'active';
  const [placements, setPlacements] = useState<ShowcasePlacement[]>(item.placements);
  const [confirmRetire, setConfirmRetire] = useState(false);
  const save = useApiMutation(() => updateShowcaseItem({ itemId: item.id, placements }), { invalidates: [SHOWCASE_ITEMS_KEY] });
  const retire = useApiMutation(() => retireShowcaseItem({ itemId: item.id }), {
    invalidates: [SHOWCASE_ITEMS_KEY],
    onSuccess: () => setConfirmRetire(false),
  });
  const chosen = new Set(placements.map(placementKey));
  const changed = JSON.stringify([...chosen].sort()) !== JSON.stringify(item.placements.map(placementKey).sort());

  return (
    <Card $retired={!active} aria-label={`Showcase item: ${item.caption}`}>
      <Photos>
        {item.before.map((photo, index) => (
          <figure key={photo.url}>
            <img src={apiFileUrl(photo.url)} alt={`Before ${index + 1}: ${item.caption}`} width={photo.width} height={photo.height} loading="lazy" />
            <figcaption>Before (real selfie{item.before.length > 1 ? ` ${index + 1}` : ''})</figcaption>
          </figure>
        ))}
        <figure>
          <img src={apiFileUrl(item.after.url)} alt={`After: ${item.caption}`} width={item.after.width} height={item.after.height} loading="lazy" />
          <figcaption>After (made by the product)</figcaption>
        </figure>
      </Photos>
      <Stack gap={12}>
        <Caption>{item.caption}{active ? '' : ' (retired)'}</Caption>
        <Consent>
          <summary>
            Consent: {item.consent.subjectName} &lt;{item.consent.subjectEmail}&gt;, signed {dateOf(item.consent.consentedAt)}
          </summary>
          <p>{item.consent.consentText}</p>
        </Consent>
        {active ? (
          <>
            <Slots>
              <legend>Where it appears</legend>
              {placementChoices(item.kind, packs).map((choice) => (
                <Checkbox
                  key={choice.key}
                  label={choice.label}
                  checked={chosen.has(choice.key)}
                  onChange={(on) => setPlacements((current) => togglePlacement(current, choice.placement, on))}
                />
              ))}
            </Slots>
            <ButtonRow>
              <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!changed}>Save placements</Button>
              <Button variant="secondary" onClick={onMoveUp} disabled={!onMoveUp || moving} aria-label={`Move ${item.caption} up`}>↑ Up</Button>
              <Button variant="secondary" onClick={onMoveDown} disabled={!onMoveDown || moving} aria-label={`Move ${item.caption} down`}>↓ Down</Button>
              <Button variant="danger" onClick={() => setConfirmRetire(true)}>Retire</Button>
            </ButtonRow>
            {save.status === 'error' && <Banner tone="error">{errorMessage(save.error)}</Banner>}
            {save.status === 'success' && !changed && <Banner tone="success">Placements saved. The site&rsquo;s pages show them now.</Banner>}
          </>
        ) : (
          <p>Retired {item.retiredAt ? dateOf(item.retiredAt) : ''}: no longer on the site. The consent record is kept.</p>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmRetire}
        title="Retire this showcase item?"
        message="It leaves every page at once and cannot be placed again. Its consent record is kept."
        confirmLabel="Retire"
        busy={retire.isPending}
        onConfirm={() => retire.mutate()}
        onCancel={() => setConfirmRetire(false)}
      />
    </Card>
  );
}
