import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_MODELS_ID, getModels, NEW_MODEL_ID, updateLatestModel } from 'api-client';
import { MOBILE_BREAKPOINT } from 'shared-ui';
import { applyImageChanges, type ImageChanges, type ImageItem } from '../../images/image-item';
import { ALL_MODELS, defaultModelId, NEW_MODEL, toGenModel, type GenModel } from '../gen-model';

/** Part 1 §9: New model and All models lead away after 300 ms. */
export const PSEUDO_REDIRECT_MS = 300;
const PSEUDO_TARGETS: Record<string, string> = { [NEW_MODEL_ID]: '/train', [ALL_MODELS_ID]: '/models' };

const isMobile = () => typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;

/**
 * The tab strip's entries (All models, New model, then the real models) with their images, and the
 * selected one. `no-subscription` sends the user to pricing; other failures are only logged (part 1 §8).
 */
export function useGenModels() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(true);
  const [models, setModels] = useState<GenModel[]>([ALL_MODELS, NEW_MODEL]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    getModels({ isMobile: isMobile() })
      .then((reply) => {
        if (!live) return;
        if (reply.status === 'no-subscription') {
          navigate('/pricing');
          return;
        }
        const entries = [ALL_MODELS, NEW_MODEL, ...reply.models.map(toGenModel)];
        setModels(entries);
        setSelectedId(defaultModelId(entries, reply.latestModelId));
      })
      .catch((error: unknown) => console.error('Models failed', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      clearTimeout(redirectTimer.current);
    };
  }, [navigate]);

  const select = useCallback(
    (model: GenModel) => {
      setSelectedId(model.modelId);
      const target = PSEUDO_TARGETS[model.modelId];
      if (target) {
        clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(() => navigate(target), PSEUDO_REDIRECT_MS);
        return;
      }
      updateLatestModel({ modelId: model.modelId }).catch((error: unknown) => console.error('Update latest model failed', error));
    },
    [navigate],
  );

  const patchImages = useCallback((changes: ImageChanges) => {
    setModels((current) => current.map((model) => {
      const images = applyImageChanges(model.images, changes);
      return images === model.images ? model : { ...model, images };
    }));
  }, []);

  const addImages = useCallback((modelId: string, images: readonly ImageItem[]) => {
    setModels((current) => current.map((model) => (model.modelId === modelId ? { ...model, images: [...images, ...model.images] } : model)));
  }, []);

  const selected = models.find((model) => model.modelId === selectedId) ?? null;
  return { loading, models, selected, select, patchImages, addImages };
}
