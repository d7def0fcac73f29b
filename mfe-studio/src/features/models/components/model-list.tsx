import { apiFileUrl } from 'api-client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ThinModel } from 'api-client';
import { focusRing, media, Spinner, theme } from 'shared-ui';
import { modelLabel } from '../../../lib/model-label';

/** Model thumbnails are 96 px. */
export const THUMBNAIL_PX = 96;
export const NEW_MODEL_LABEL = 'Train a new model';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const entry = css`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 16px;
  min-width: 0;
  padding: 4px;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: 17px;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &:disabled { cursor: progress; }
  ${media.mobile`font-size: 16px;`}
`;

const SelectButton = styled.button`${entry}`;
const NewModelLink = styled(Link)`${entry}`;

const Thumb = styled.img`
  flex: none;
  width: ${THUMBNAIL_PX}px;
  height: ${THUMBNAIL_PX}px;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
`;

const Placeholder = styled.span<{ $accent?: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${THUMBNAIL_PX}px;
  height: ${THUMBNAIL_PX}px;
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$accent ? theme.colors.accentSoft : theme.colors.surfaceMuted)};
  color: ${(p) => (p.$accent ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 40px;
  font-weight: 400;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const iconButton = css`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${theme.colors.textMuted};
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; color: ${theme.colors.accent}; }
`;

const EditLink = styled(Link)`${iconButton}`;
const DeleteButton = styled.button`
  ${iconButton}
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceMuted}; color: ${theme.colors.danger}; }
`;

/** Stands in for a model whose main image is not made yet. */
function PersonIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-3.3 0-9 1.7-9 5v2h18v-2c0-3.3-5.7-5-9-5z" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-2" />
    </svg>
  );
}

/** The model's main image, or a silhouette while there is none (or it cannot be loaded). */
function ModelThumbnail({ path }: { path: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) {
    return (
      <Placeholder aria-hidden="true">
        <PersonIcon />
      </Placeholder>
    );
  }
  return <Thumb src={apiFileUrl(path)} alt="" width={THUMBNAIL_PX} height={THUMBNAIL_PX} onError={() => setFailed(true)} />;
}

interface ModelListProps {
  models: readonly ThinModel[];
  busyId?: string;
  onSelect: (model: ThinModel) => void;
  /** Asks to delete the model (the page confirms first). */
  onDelete?: (model: ThinModel) => void;
}

/** My Models: the new-model entry first, then each model with its thumbnail, name, edit link and delete button. */
export function ModelList({ models, busyId, onSelect, onDelete }: ModelListProps) {
  return (
    <List aria-label="My models">
      <Row>
        <NewModelLink to="/train">
          <Placeholder $accent aria-hidden="true">+</Placeholder>
          <Name>{NEW_MODEL_LABEL}</Name>
        </NewModelLink>
      </Row>
      {models.map((model) => {
        const label = modelLabel(model);
        return (
          <Row key={model.ModelID}>
            <SelectButton type="button" onClick={() => onSelect(model)} disabled={busyId !== undefined}>
              <ModelThumbnail path={model.MainImagePath} />
              <Name>{label}</Name>
              {busyId === model.ModelID && <Spinner size={18} label="Opening" />}
            </SelectButton>
            <EditLink to={`/edit-model/${encodeURIComponent(model.ModelID)}`} aria-label={`Edit ${model.ModelName}`}>
              <PencilIcon />
            </EditLink>
            {onDelete && model.ModelType !== 'flux-base' && (
              <DeleteButton type="button" onClick={() => onDelete(model)} aria-label={`Delete ${model.ModelName}`}>
                <TrashIcon />
              </DeleteButton>
            )}
          </Row>
        );
      })}
    </List>
  );
}
