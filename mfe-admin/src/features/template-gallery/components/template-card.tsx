import styled, { css } from 'styled-components';
import { apiFileUrl, type AdminTemplateImage } from 'api-client';
import { focusRing, theme } from 'shared-ui';
import { Icon, type IconName } from './icons';

const Item = styled.li<{ $inPack: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${(p) => (p.$inPack ? `0 0 0 3px ${theme.colors.accent}` : theme.shadows.card)};
`;

const Thumb = styled.button`
  position: relative;
  display: block;
  aspect-ratio: 3 / 4;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${theme.colors.surfaceMuted};
  cursor: zoom-in;
  ${focusRing}
  &:focus-visible { outline-offset: -3px; }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    position: absolute;
    right: 6px;
    bottom: 6px;
    display: inline-flex;
    padding: 4px;
    border-radius: ${theme.radii.sm};
    background: rgba(17, 24, 39, 0.6);
    color: #fff;
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 8px 8px 0;
  font-size: 12px;
  font-weight: 600;
`;

const Badge = styled.span<{ $tone: 'success' | 'muted' | 'accent' }>`
  padding: 2px 8px;
  border-radius: ${theme.radii.pill};
  ${(p) =>
    p.$tone === 'success'
      ? css`background: ${theme.colors.successSoft}; color: ${theme.colors.success};`
      : p.$tone === 'accent'
        ? css`background: ${theme.colors.accentSoft}; color: ${theme.colors.accent};`
        : css`background: ${theme.colors.surfaceMuted}; color: ${theme.colors.textMuted};`}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 8px;
`;

const IconButton = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${(p) => (p.$danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) { background: ${theme.colors.surfaceMuted}; }
  &[aria-pressed='true'] {
    background: ${theme.colors.successSoft};
    border-color: ${theme.colors.success};
    color: ${theme.colors.success};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

function Action({ label, icon, onClick, busy, pressed, danger }: {
  label: string; icon: IconName; onClick: () => void; busy: boolean; pressed?: boolean; danger?: boolean;
}) {
  return (
    <IconButton type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={busy} $danger={danger} onClick={onClick}>
      <Icon name={icon} />
    </IconButton>
  );
}

export interface TemplateCardProps {
  image: AdminTemplateImage;
  /** Names the card, e.g. "Template image 3 (man)". */
  label: string;
  packId: number | null;
  /** Title of the pack the image belongs to, when it belongs to another one than the selected. */
  otherPackTitle?: string;
  busy: boolean;
  onExpand: () => void;
  onToggleApproval: () => void;
  onAddToPack: () => void;
  onRemoveFromPack: () => void;
  onDelete: () => void;
}

/** One template image with its state and the admin's actions on it. */
export function TemplateCard(props: TemplateCardProps) {
  const { image, label, packId, otherPackTitle, busy } = props;
  const approved = image.moderationStatus === 'approved';
  const inSelectedPack = packId !== null && image.packageId === packId;
  const inOtherPack = image.packageId !== null && !inSelectedPack;
  return (
    <Item $inPack={inSelectedPack} aria-label={label} aria-busy={busy || undefined}>
      <Thumb type="button" aria-label="Expand" title="Expand" onClick={props.onExpand}>
        <img src={apiFileUrl(image.imageUrl)} alt="" loading="lazy" />
        <span>
          <Icon name="expand" />
        </span>
      </Thumb>
      <Badges>
        <Badge $tone={approved ? 'success' : 'muted'}>{approved ? 'Approved' : 'Rejected'}</Badge>
        {inSelectedPack && <Badge $tone="accent">In this pack</Badge>}
        {inOtherPack && <Badge $tone="muted">In pack {otherPackTitle ?? `#${image.packageId}`}</Badge>}
      </Badges>
      <Toolbar>
        <Action label="Approve" icon="check" pressed={approved} busy={busy} onClick={props.onToggleApproval} />
        {!inSelectedPack && <Action label="Add to pack" icon="plus" busy={busy} onClick={props.onAddToPack} />}
        {image.packageId !== null && <Action label="Remove from pack" icon="minus" busy={busy} onClick={props.onRemoveFromPack} />}
        <Action label="Delete" icon="trash" danger busy={busy} onClick={props.onDelete} />
      </Toolbar>
    </Item>
  );
}
