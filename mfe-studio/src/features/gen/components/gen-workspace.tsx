import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { GenStatus } from 'api-client';
import { decodeBase64Param, media } from 'shared-ui/start-up';
import { imageBrowse } from '../../../components/images/image-browse';
import { ModelTabs } from '../../../components/model-tabs';
import { StudioTabs } from '../../../components/studio-tabs';
import type { ImageItem } from '../../../lib/images/image-item';
import { preloadImageActions } from '../../../lib/images/use-image-actions';
import type { useGenModels } from '../hooks/use-gen-models';
import { useGenImageActions } from '../hooks/use-gen-image-actions';
import { usePendingFreeCredits } from '../hooks/use-pending-free-credits';
import { useWorkspaceGeneration } from '../hooks/use-workspace-generation';
import { GenBanners } from './gen-banners';
import { GenControls } from './gen-controls';
import { GenGallery } from './gen-gallery';
import { GenHeader } from './gen-header';
import { NewImagesStatus } from './new-images-status';

interface GenWorkspaceProps {
  status: GenStatus;
  models: ReturnType<typeof useGenModels>;
  addCredits: (delta: number) => void;
  refreshCredits: () => Promise<void>;
  /** The share dialog for one photo, composed by the page (sharing is a feature of its own). */
  renderShareDialog: (share: ShareDialogSlot) => ReactNode;
}

export interface ShareDialogSlot {
  image: ImageItem;
  onClose: () => void;
  /** A share earned credits: the pending free credits line asks again. */
  onCreditsAwarded: () => void;
}

// The viewer (shared-ui's image viewer, editing links, profile picture) and the photos' actions load when the
// photos or controls are first pointed at or focused, not with the page's first render.
const loadViewer = () => import('./gen-viewer');
const GenViewer = lazy(() => loadViewer().then((m) => ({ default: m.GenViewer })));
const preloadOnIntent = () => {
  void loadViewer().catch(() => undefined);
  preloadImageActions();
};

const Layout = styled.div`
  display: grid;
  gap: 20px;
`;

// Controls on the left, the photos on the right; one column on phones.
const Columns = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${media.mobile`
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  `}
`;

/** The prompt a visitor arrives with: `?prompt=` (base64 text), else the last prompt they used. */
function useInitialPrompt(lastPrompt: string | null): string {
  const [params] = useSearchParams();
  const [initial] = useState(() => decodeBase64Param(params.get('prompt')) ?? lastPrompt ?? '');
  return initial;
}

/** Everything on gen below the status check: tabs, models, prompt, credits, photos and the viewer. */
export function GenWorkspace({ status, models, addCredits, refreshCredits, renderShareDialog }: GenWorkspaceProps) {
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const initialPrompt = useInitialPrompt(status.lastPrompt);
  const [prompt, setPrompt] = useState(initialPrompt);
  const [imageCount, setImageCount] = useState(1);
  const [viewing, setViewing] = useState<ImageItem | null>(null);
  const [sharing, setSharing] = useState<ImageItem | null>(null);
  const pending = usePendingFreeCredits(true);
  const { selected } = models;
  const visibleImages = selected?.images.filter((image) => !image.isLocallyDeleted) ?? [];
  const { selection, actions } = useGenImageActions(models, visibleImages);
  const run = useWorkspaceGeneration({ status, models, prompt, setPrompt, imageCount, viewing, setViewing, addCredits, refreshCredits });

  function onRefine(text: string) {
    setPrompt(text);
    setViewing(null);
    // After the viewer has handed focus back, move it to the prompt being refined.
    requestAnimationFrame(() => promptRef.current?.focus());
  }

  return (
    <Layout>
      <GenHeader status={status} pendingCredits={pending.pendingCredits} />
      <StudioTabs />
      <GenBanners status={status} />
      <ModelTabs models={models.models} selectedId={selected?.modelId ?? null} onSelect={models.select} />
      <Columns onPointerOver={preloadOnIntent} onFocus={preloadOnIntent}>
        <GenControls
          ref={promptRef}
          selected={selected}
          prompt={prompt}
          onPromptChange={setPrompt}
          imageCount={imageCount}
          onImageCountChange={setImageCount}
          credits={status.credits}
          generation={run}
          onGenerate={run.generateFromPrompt}
        />
        <GenGallery images={visibleImages} selection={selection} actions={actions} onOpen={setViewing} onShare={setSharing} />
      </Columns>
      <NewImagesStatus notice={run.newImages} />
      {viewing && selected && (
        <Suspense fallback={null}>
          <GenViewer
            image={viewing}
            model={selected}
            generating={run.generating}
            credits={status.credits}
            progress={run.progress}
            browse={imageBrowse(visibleImages, viewing, setViewing)}
            onClose={() => setViewing(null)}
            onRefine={onRefine}
            onGenerateAgain={run.generateAgain}
            onShare={setSharing}
          />
        </Suspense>
      )}
      {/* Beside the viewer, not inside it: the dialog stacks above it and hands focus back to its Share button. */}
      {sharing && renderShareDialog({ image: sharing, onClose: () => setSharing(null), onCreditsAwarded: () => void pending.refresh() })}
    </Layout>
  );
}
