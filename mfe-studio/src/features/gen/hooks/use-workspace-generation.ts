import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GenReply, GenStatus } from 'api-client';
import { UNSCORED } from 'api-client/runtime';
import { useAlert } from 'shared-ui/start-up';
import type { ImageItem } from '../../../lib/images/image-item';
import { GEN_GALLERY_ID } from '../components/gen-gallery';
import { checkGeneration, lowercaseModelWord } from '../gen-validation';
import type { useGenModels } from './use-gen-models';
import { useGenerate, type GenerateRequest } from './use-generate';
import { useNewImagesNotice } from './use-new-images-notice';

interface WorkspaceGenerationOptions {
  status: GenStatus;
  models: ReturnType<typeof useGenModels>;
  prompt: string;
  setPrompt: (prompt: string) => void;
  imageCount: number;
  /** The photo open in the viewer: Generate Again opens the photo it made there. */
  viewing: ImageItem | null;
  setViewing: (image: ImageItem | null) => void;
  addCredits: (delta: number) => void;
  refreshCredits: () => Promise<void>;
}

/**
 * Generate (the prompt panel) and Generate Again (the viewer) on the selected model: the page's checks
 * first, the new photos announced, and Generate Again's photo opened in the viewer, or the page the
 * server names.
 */
export function useWorkspaceGeneration(options: WorkspaceGenerationOptions) {
  const { status, models, prompt, setPrompt, imageCount, viewing, setViewing } = options;
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const { selected, addImages } = models;

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

  function onGenerated(reply: GenReply, request: GenerateRequest) {
    if (!request.originalFileId) return;
    const next = reply.nextPage ? new URL(reply.nextPage, window.location.origin) : null;
    if (next && next.pathname !== location.pathname) {
      navigate(`${next.pathname}${next.search}`);
      return;
    }
    const made = reply.outputImages[0];
    if (made) setViewing({ ...made, ...UNSCORED, isLiked: false, prompt: null });
  }

  const { generate, generating, progress, remaining } = useGenerate({
    mockMode: status.isMockMode,
    credits: status.credits,
    addCredits: options.addCredits,
    refreshCredits: options.refreshCredits,
    onImages,
    onGenerated,
  });

  function generateFromPrompt() {
    if (generating) return;
    const check = checkGeneration(models.models, selected, prompt);
    if (!check.ok || !selected) {
      if (!check.ok) void alert(check.message);
      return;
    }
    if (selected.modelType === 'flux-lora') setPrompt(lowercaseModelWord(prompt));
    generate({ modelId: selected.modelId, prompt: check.prompt, imageCount });
  }

  function generateAgain(image: ImageItem, knownPrompt: string | null) {
    if (!selected) return;
    // The server makes it from the original file's own prompt; ours only satisfies the contract.
    const sentPrompt = knownPrompt?.trim() || image.prompt?.trim() || prompt.trim() || 'model';
    generate({ modelId: selected.modelId, prompt: sentPrompt, imageCount: 1, originalFileId: image.fileId });
  }

  return { generating, progress, remaining, newImages, generateFromPrompt, generateAgain };
}
