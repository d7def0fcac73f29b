import {
  addTemplateToPack, approveTemplateImage, deleteTemplateImage, errorMessage, NO_PACK_SELECTED_MESSAGE,
  removeTemplateFromPack, type AdminTemplateImage,
} from 'api-client';
import { invalidateApiQueries, useAlert, useApiMutation } from 'shared-ui';
import { ADMIN_PACK_PROMPTS_KEY, ADMIN_TEMPLATE_IMAGES_KEY } from '../../../lib/content-gen-queries';

type TemplateChange = 'toggle-approval' | 'add-to-pack' | 'remove-from-pack' | 'delete';

function sendChange(change: TemplateChange, image: AdminTemplateImage, packId: number): Promise<unknown> {
  const { fileId } = image;
  switch (change) {
    case 'toggle-approval':
      return approveTemplateImage({ fileId, moderationStatus: image.moderationStatus === 'approved' ? 'rejected' : 'approved' });
    case 'add-to-pack':
      return addTemplateToPack({ fileId, packageId: packId });
    case 'remove-from-pack':
      return removeTemplateFromPack({ fileId });
    case 'delete':
      return deleteTemplateImage({ fileId });
  }
}

const reloadGallery = () =>
  Promise.all([invalidateApiQueries(ADMIN_TEMPLATE_IMAGES_KEY), invalidateApiQueries(ADMIN_PACK_PROMPTS_KEY)]).then(() => undefined);

/**
 * The gallery's changes to one image. The server owns the rules (adding approves, removing rejects, a
 * pack's image cannot be deleted), so each change reloads the images before the card is free again, and a
 * refusal is shown as sent.
 */
export function useTemplateActions(image: AdminTemplateImage, packId: number | null) {
  const alert = useAlert();
  const change = useApiMutation((kind: TemplateChange) => sendChange(kind, image, packId ?? 0), {
    onSuccess: reloadGallery,
    onError: (error) => {
      console.error('Template image change failed', error);
      void alert(errorMessage(error));
    },
  });

  return {
    busy: change.isPending,
    toggleApproval: () => change.mutate('toggle-approval'),
    addToPack: () => (packId === null ? void alert(NO_PACK_SELECTED_MESSAGE) : change.mutate('add-to-pack')),
    removeFromPack: () => change.mutate('remove-from-pack'),
    remove: () => change.mutate('delete'),
  };
}
