import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { UNSCORED, type GenStatus } from 'api-client';
import { decodeBase64Param, media, PageTitle, theme, useAlert, VisuallyHidden } from 'shared-ui';
import { imageBrowse } from '../../../components/images/image-browse';
import { ModelTabs } from '../../../components/model-tabs';
import { StudioTabs } from '../../../components/studio-tabs';
import { deleteBlockedMessage } from '../../../lib/images/delete-guard';
import { useImageActions } from '../../../lib/images/use-image-actions';
import { useSelection } from '../../../lib/images/use-selection';
import type { ImageItem } from '../../../lib/images/image-item';
import { checkGeneration, lowercaseModelWord, nextImageCount } from '../gen-validation';
import type { useGenModels } from '../hooks/use-gen-models';
import { useGenerate } from '../hooks/use-generate';
import { useNewImagesNotice } from '../hooks/use-new-images-notice';
import { usePendingFreeCredits } from '../hooks/use-pending-free-credits';
import { usePendingPack } from '../hooks/use-pending-pack';
import { CharacteristicsBox } from './characteristics-box';
import { CreditCounter } from './credit-counter';
import { GEN_GALLERY_ID, GenGallery } from './gen-gallery';
import { GenViewer } from './gen-viewer';
import { MockModeIndicator } from './mock-mode-indicator';
import { PendingPackBanner } from './pending-pack-banner';
import { PromptPanel } from './prompt-panel';
import { TrainingBanner } from './training-banner';

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

const Layout = styled.div`
  display: grid;
  gap: 20px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: 28px;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
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

const Controls = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  position: sticky;
  top: 16px;
  ${media.mobile`position: static;`}
`;

/** The prompt a visitor arrives with: `?prompt=` (base64 text), else the last prompt they used. */
function useInitialPrompt(lastPrompt: string | null): string {
  const [params] = useSearchParams();
  const [initial] = useState(() => decodeBase64Param(params.get('prompt')) ?? lastPrompt ?? '');
  return initial;
}

/** Everything on gen below the status check: tabs, models, prompt, credits, photos and the viewer. */
export function GenWorkspace({ status, models, addCredits, refreshCredits, renderShareDialog }: GenWorkspaceProps) {
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const initialPrompt = useInitialPrompt(status.lastPrompt);
  const [prompt, setPrompt] = useState(initialPrompt);
  const [imageCount, setImageCount] = useState(1);
  const [viewing, setViewing] = useState<ImageItem | null>(null);
  const [sharing, setSharing] = useState<ImageItem | null>(null);
  const pending = usePendingFreeCredits(true);
  // A pack can only be made with a trained model: without one, the train page leads to it instead.
  const pendingPack = usePendingPack(status.hasCompletedModels);
  const selection = useSelection();
  const { selected, patchImages, addImages } = models;
  const visibleImages = selected?.images.filter((image) => !image.isLocallyDeleted) ?? [];

  const newImages = useNewImagesNotice(GEN_GALLERY_ID);
  const viewingRef = useRef(viewing);
  viewingRef.current = viewing;
  const onImages = useCallback(
    (modelId: string, images: ImageItem[]) => {
      addImages(modelId, images);
      // Made from the viewer: the user is looking at it there, not at the grid.
      newImages.notify(images.length, { scroll: viewingRef.current === null });
    },
    [addImages, newImages.notify],
  );

  const { generate, generating, progress, remaining } = useGenerate({
    mockMode: status.isMockMode,
    credits: status.credits,
    addCredits,
    refreshCredits,
    onImages,
  });

  const blockDelete = useCallback(
    (images: readonly ImageItem[], kind: 'single' | 'batch') =>
      selected ? deleteBlockedMessage({ name: selected.name, remaining: visibleImages.length }, images.length, kind) : null,
    [selected, visibleImages.length],
  );
  const actions = useImageActions({ patch: patchImages, deleteBlockedMessage: blockDelete });

  const { clear } = selection;
  useEffect(() => clear(), [selected?.modelId, clear]);

  async function onGenerate() {
    if (generating) return;
    const check = checkGeneration(models.models, selected, prompt);
    if (!check.ok || !selected) {
      if (!check.ok) void alert(check.message);
      return;
    }
    if (selected.modelType === 'flux-lora') setPrompt(lowercaseModelWord(prompt));
    await generate({ modelId: selected.modelId, prompt: check.prompt, imageCount });
  }

  async function onGenerateAgain(image: ImageItem, knownPrompt: string | null) {
    if (!selected) return;
    // The server makes it from the original file's own prompt; ours only satisfies the contract.
    const sentPrompt = knownPrompt?.trim() || image.prompt?.trim() || prompt.trim() || 'model';
    const reply = await generate({ modelId: selected.modelId, prompt: sentPrompt, imageCount: 1, originalFileId: image.fileId });
    if (!reply) return;
    const next = reply.nextPage ? new URL(reply.nextPage, window.location.origin) : null;
    if (next && next.pathname !== location.pathname) {
      navigate(`${next.pathname}${next.search}`);
      return;
    }
    const made = reply.outputImages[0];
    if (made) setViewing({ ...made, ...UNSCORED, isLiked: false, prompt: null });
  }

  function onRefine(text: string) {
    setPrompt(text);
    setViewing(null);
    // After the viewer has handed focus back, move it to the prompt being refined.
    requestAnimationFrame(() => promptRef.current?.focus());
  }

  return (
    <Layout>
      <Header>
        <Title>Generate Images</Title>
        <Meta>
          {status.isAdmin && <MockModeIndicator enabled={status.isMockMode} />}
          <CreditCounter credits={status.credits} pendingCredits={pending.pendingCredits} />
        </Meta>
      </Header>
      <StudioTabs />
      {status.currentlyTrainingModelName && <TrainingBanner modelName={status.currentlyTrainingModelName} />}
      {pendingPack && <PendingPackBanner {...pendingPack} />}
      <ModelTabs models={models.models} selectedId={selected?.modelId ?? null} onSelect={models.select} />
      <Columns>
        <Controls>
          {selected?.modelType === 'flux-lora' && <CharacteristicsBox model={selected} />}
          <PromptPanel
            ref={promptRef}
            prompt={prompt}
            onPromptChange={setPrompt}
            imageCount={imageCount}
            onCycleCount={() => setImageCount(nextImageCount)}
            credits={status.credits}
            onGenerate={() => void onGenerate()}
            generating={generating}
            progress={progress}
            remaining={remaining}
            needsModelWord={selected?.modelType === 'flux-lora'}
          />
        </Controls>
        <GenGallery images={visibleImages} selection={selection} actions={actions} onOpen={setViewing} onShare={setSharing} />
      </Columns>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        <span key={newImages.key}>{newImages.message}</span>
      </VisuallyHidden>
      {viewing && selected && (
        <GenViewer
          image={viewing}
          model={selected}
          generating={generating}
          credits={status.credits}
          progress={progress}
          browse={imageBrowse(visibleImages, viewing, setViewing)}
          onClose={() => setViewing(null)}
          onRefine={onRefine}
          onGenerateAgain={(image, knownPrompt) => void onGenerateAgain(image, knownPrompt)}
          onShare={setSharing}
        />
      )}
      {/* Beside the viewer, not inside it: the dialog stacks above it and hands focus back to its Share button. */}
      {sharing &&
        renderShareDialog({
          image: sharing,
          onClose: () => setSharing(null),
          onCreditsAwarded: () => void pending.refresh(),
        })}
    </Layout>
  );
}
