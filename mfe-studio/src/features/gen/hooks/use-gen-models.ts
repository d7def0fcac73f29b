import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_MODELS_ID, NEW_MODEL_ID } from 'api-client/runtime';
import { applyImageChanges, mergeImageChanges, type ImageChanges, type ImageItem } from '../../../lib/images/image-item';
import { loadContract } from '../../../lib/contract';
import { useModelsQuery } from '../../../lib/use-models-query';
import { ALL_MODELS, defaultModelId, NEW_MODEL, toGenModel, type GenModel } from '../gen-model';

/** New model and All models lead away after 300 ms, so the tab visibly selects first. */
export const PSEUDO_REDIRECT_MS = 300;
const PSEUDO_TARGETS: Record<string, string> = { [NEW_MODEL_ID]: '/train', [ALL_MODELS_ID]: '/models' };
/**
 * After new photos of a person's model, the models are asked again after these delays: the photos'
 * likeness scores are computed in the background and arrive with a later answer (docs/likeness.md).
 */
export const LIKENESS_POLL_MS = [3_000, 8_000, 20_000];
/** The base model's id in the models reply. */
const FLUX_BASE_MODEL_ID = 'flux-base';

/**
 * The tab strip's entries (All models, New model, then the real models) with their images, and the
 * selected one. `no-subscription` sends the user to pricing; other failures are only logged.
 * The page's own changes (likes, deletes, new images) lie over the loaded models until it is left.
 */
export function useGenModels() {
  const navigate = useNavigate();
  const query = useModelsQuery();
  const [changes, setChanges] = useState<ImageChanges>({});
  const [added, setAdded] = useState<Readonly<Record<string, readonly ImageItem[]>>>({});
  const [chosenId, setChosenId] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [scoresDue, setScoresDue] = useState(0);
  const { refetch } = query;
  useEffect(() => {
    if (scoresDue === 0) return undefined;
    const timers = LIKENESS_POLL_MS.map((ms) => setTimeout(() => void refetch(), ms));
    return () => timers.forEach(clearTimeout);
  }, [scoresDue, refetch]);

  const reply = query.status === 'success' ? query.data : null;
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const loaded = useMemo(
    () => [ALL_MODELS, NEW_MODEL, ...(reply?.status === 'success' ? reply.models.map(toGenModel) : [])],
    [reply],
  );
  const models = useMemo(
    () =>
      loaded.map((model) => {
        // A new photo once the server lists it comes from there (with its likeness score), not from the page.
        const listed = new Set(model.images.map((image) => image.fileId));
        const extra = added[model.modelId]?.filter((image) => !listed.has(image.fileId));
        const images = applyImageChanges(extra?.length ? [...extra, ...model.images] : model.images, changes);
        return images === model.images ? model : { ...model, images };
      }),
    [loaded, added, changes],
  );

  const select = useCallback(
    (model: GenModel) => {
      setChosenId(model.modelId);
      const target = PSEUDO_TARGETS[model.modelId];
      if (target) {
        clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(() => navigate(target), PSEUDO_REDIRECT_MS);
        return;
      }
      loadContract()
        .then(({ updateLatestModel }) => updateLatestModel({ modelId: model.modelId }))
        .catch((error: unknown) => console.error('Update latest model failed', error));
    },
    [navigate],
  );

  const patchImages = useCallback((next: ImageChanges) => setChanges((current) => mergeImageChanges(current, next)), []);
  const addImages = useCallback((modelId: string, images: readonly ImageItem[]) => {
    setAdded((current) => ({ ...current, [modelId]: [...images, ...(current[modelId] ?? [])] }));
    // The base model's photos are never scored: nothing to wait for.
    if (modelId !== FLUX_BASE_MODEL_ID) setScoresDue((round) => round + 1);
  }, []);

  const selectedId = chosenId ?? (reply?.status === 'success' ? defaultModelId(loaded, reply.latestModelId) : null);
  const selected = models.find((model) => model.modelId === selectedId) ?? null;
  return { query, models, selected, select, patchImages, addImages };
}
