import { useCallback, useState } from 'react';
import {
  addTemplateToPack, approveTemplateImage, deleteTemplateImage, errorMessage, NO_PACK_SELECTED_MESSAGE,
  removeTemplateFromPack, type AdminTemplateImage,
} from 'api-client';
import { invalidateApiQueries, useAlert } from 'shared-ui';
import { ADMIN_PACK_PROMPTS_KEY, ADMIN_TEMPLATE_IMAGES_KEY } from '../../../lib/content-gen-queries';

export interface TemplateActions {
  isBusy: (fileId: string) => boolean;
  toggleApproval: (image: AdminTemplateImage) => Promise<void>;
  addToPack: (image: AdminTemplateImage) => Promise<void>;
  removeFromPack: (image: AdminTemplateImage) => Promise<void>;
  remove: (image: AdminTemplateImage) => Promise<boolean>;
}

/**
 * The gallery's changes to one image. The server owns the rules (adding approves, removing rejects, a
 * pack's image cannot be deleted), so each change reloads the images, and a refusal is shown as sent.
 */
export function useTemplateActions(packId: number | null): TemplateActions {
  const alert = useAlert();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (fileId: string, change: () => Promise<unknown>): Promise<boolean> => {
      setBusy((current) => new Set(current).add(fileId));
      let failure: unknown;
      try {
        await change();
        await Promise.all([invalidateApiQueries(ADMIN_TEMPLATE_IMAGES_KEY), invalidateApiQueries(ADMIN_PACK_PROMPTS_KEY)]);
      } catch (error) {
        failure = error ?? new Error();
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(fileId);
          return next;
        });
      }
      if (failure === undefined) return true;
      console.error('Template image change failed', failure);
      await alert(errorMessage(failure));
      return false;
    },
    [alert],
  );

  return {
    isBusy: (fileId) => busy.has(fileId),
    toggleApproval: async (image) => {
      const moderationStatus = image.moderationStatus === 'approved' ? 'rejected' : 'approved';
      await run(image.fileId, () => approveTemplateImage({ fileId: image.fileId, moderationStatus }));
    },
    addToPack: async (image) => {
      if (packId === null) return alert(NO_PACK_SELECTED_MESSAGE);
      await run(image.fileId, () => addTemplateToPack({ fileId: image.fileId, packageId: packId }));
    },
    removeFromPack: async (image) => {
      await run(image.fileId, () => removeTemplateFromPack({ fileId: image.fileId }));
    },
    remove: (image) => run(image.fileId, () => deleteTemplateImage({ fileId: image.fileId })),
  };
}
