import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ModelStatus, ModelType } from 'api-client';
import { ALL_MODELS_ID, apiFileUrl, NEW_MODEL_ID } from 'api-client/runtime';
import { focusRing, media, theme } from 'shared-ui/start-up';
import { modelLabel } from '../lib/model-label';
import { revealInStrip, ScrollStrip } from './scroll-strip';

/** What a tab needs of a model (gen's and templates' models both have it). */
export interface ModelTabItem {
  modelId: string;
  name: string;
  status: ModelStatus;
  /** `fake` marks the pseudo-entries All models and New model. */
  modelType: ModelType;
  mainImageUrl: string | null;
}

/** The tab text: the name, with the status for real models that are not ready. */
export const tabLabel = (model: ModelTabItem) =>
  model.modelType === 'fake' ? model.name : modelLabel({ ModelName: model.name, Status: model.status });

/** A tab's label is at most 96 px wide, so many models still fit the strip. */
export const TAB_LABEL_MAX_PX = 96;

interface ModelTabsProps<T extends ModelTabItem> {
  models: readonly T[];
  selectedId: string | null;
  onSelect: (model: T) => void;
}

const Tab = styled.button`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 6px;
  border: 2px solid transparent;
  border-radius: ${theme.radii.lg};
  background: transparent;
  color: ${theme.colors.textMuted};
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accent};
  }
  /* A phone (390 px) fits All models, New model, Base model and a first model of one's own side by side. */
  ${media.mobile`padding: 6px 3px; font-size: 12px;`}
`;

const Strip = styled(ScrollStrip)`
  ${media.mobile`gap: 4px;`}
`;

const Avatar = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  font-size: 20px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Label = styled.span`
  max-width: ${TAB_LABEL_MAX_PX}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);
const GRID = 'M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z';
const PLUS = 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7V4z';
const SPARKLE = 'M12 2l2.2 5.8L20 10l-5.8 2.2L12 18l-2.2-5.8L4 10l5.8-2.2L12 2z';

function TabPicture({ model }: { model: ModelTabItem }) {
  const [failed, setFailed] = useState(false);
  if (model.modelId === ALL_MODELS_ID) return <Icon d={GRID} />;
  if (model.modelId === NEW_MODEL_ID) return <Icon d={PLUS} />;
  if (model.modelType === 'flux-base') return <Icon d={SPARKLE} />;
  if (model.mainImageUrl && !failed) return <img src={apiFileUrl(model.mainImageUrl)} alt="" onError={() => setFailed(true)} />;
  return <span aria-hidden="true">{model.name.slice(0, 1).toUpperCase()}</span>;
}

/** One pressable tab per model (on gen: All models, New model, then each real model); the selected one is pressed. */
export function ModelTabs<T extends ModelTabItem>({ models, selectedId, onSelect }: ModelTabsProps<T>) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  // On a narrow screen the selected model may sit past the edge of the strip: bring it into view, whole.
  useEffect(() => {
    if (selectedRef.current) revealInStrip(selectedRef.current);
  }, [selectedId]);
  return (
    <Strip role="group" aria-label="Models">
      {models.map((model) => {
        const label = tabLabel(model);
        return (
          <Tab
            key={model.modelId}
            type="button"
            ref={model.modelId === selectedId ? selectedRef : undefined}
            aria-pressed={model.modelId === selectedId}
            title={label}
            onClick={() => onSelect(model)}
          >
            <Avatar>
              <TabPicture model={model} />
            </Avatar>
            <Label>{label}</Label>
          </Tab>
        );
      })}
    </Strip>
  );
}
