import { CREDITS_PER_IMAGE, editImagePath, setProfilePicture } from 'api-client';
import { Button, ButtonLink, SpendButton, useAlert, useApiMutation } from 'shared-ui';
import { reloadPage } from '../../../lib/reload-page';
import type { ImageBrowse } from '../../../components/images/image-browse';
import { ImageItemViewer } from '../../../components/images/image-item-viewer';
import type { ImageItem } from '../../../lib/images/image-item';
import type { GenModel } from '../gen-model';

export const PROFILE_PICTURE_FAILED_MESSAGE = 'Something went wrong';

interface GenViewerProps {
  image: ImageItem;
  model: GenModel;
  generating: boolean;
  /** The balance on the page; Generate Again offers to buy credits when it is short. */
  credits: number | null;
  progress: number | null;
  /** Previous / next through the gallery, with the position. */
  browse?: ImageBrowse;
  onClose: () => void;
  /** Puts the prompt in the prompt area (the viewer then closes). */
  onRefine: (prompt: string) => void;
  onGenerateAgain: (image: ImageItem, prompt: string | null) => void;
  /** Opens the share dialog over the viewer. */
  onShare: (image: ImageItem) => void;
}

/** The gen page's viewer: the image and its prompt, Refine, Generate Again, Set as profile picture, Edit, Studio backdrop and Share. */
export function GenViewer({ image, model, generating, credits, progress, browse, onClose, onRefine, onGenerateAgain, onShare }: GenViewerProps) {
  const alert = useAlert();
  // The button stays busy while the page reloads with the new picture.
  const profile = useApiMutation(setProfilePicture, {
    onSuccess: () => reloadPage(),
    onError: (error) => {
      console.error('Set profile picture failed', error);
      void alert(PROFILE_PICTURE_FAILED_MESSAGE);
    },
  });

  return (
    <ImageItemViewer
      image={image}
      alt={`Photo of ${model.name}`}
      progress={generating ? progress : null}
      browse={browse}
      onClose={onClose}
      renderActions={(prompt) => (
        <>
          <Button variant="secondary" disabled={!prompt} onClick={() => prompt && onRefine(prompt)}>
            Refine this prompt
          </Button>
          <SpendButton
            action="Generate Again"
            cost={CREDITS_PER_IMAGE}
            balance={generating ? null : credits}
            busy={generating}
            busyLabel="Generating…"
            onClick={() => onGenerateAgain(image, prompt ?? null)}
          />
          {model.modelType !== 'flux-base' && (
            <Button
              variant="secondary"
              loading={profile.status === 'pending' || profile.status === 'success'}
              onClick={() => profile.mutate({ modelId: model.modelId, fileId: image.fileId })}
            >
              Set as profile picture
            </Button>
          )}
          <ButtonLink to={editImagePath(image.fileId)}>Edit</ButtonLink>
          <ButtonLink to={editImagePath(image.fileId, 'outfit')}>Change outfit</ButtonLink>
          <ButtonLink to={editImagePath(image.fileId, 'backdrop')}>Studio backdrop</ButtonLink>
          <ButtonLink to={editImagePath(image.fileId, 'hd')}>HD</ButtonLink>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => onShare(image)}>
            Share
          </Button>
        </>
      )}
    />
  );
}
