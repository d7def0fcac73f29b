import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'api-client';
import { Banner, Button, Checkbox, Dialog, theme } from 'shared-ui';
import { useDeleteModel } from '../hooks/use-delete-model';

export const DELETE_MODEL_TITLE = 'Delete this model?';
export const DELETE_MODEL_WHAT_GOES =
  'This deletes its training photos and their resized copies, its face likeness data, its main image, and the trained model at our GPU provider.';
export const DELETE_MODEL_TRAINING_NOTE = 'Its training is still running: it is cancelled first.';
export const DELETE_MODEL_IMAGES_STAY =
  'Photos you made with it stay in your gallery, and so do your photo packs and the links you shared, unless you tick the box below.';
export const DELETE_MODEL_ALSO_IMAGES = 'Also delete every photo I made with this model';
export const DELETE_MODEL_NO_REFUND = 'No credits are refunded for a trained model.';
export const DELETE_MODEL_CONFIRM = 'Delete model';
export const MODEL_DELETED_MESSAGE = 'The model is deleted.';

const Text = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.text};
  &:last-child { margin-bottom: 0; }
`;

const CheckRow = styled.div`
  margin: 0 0 12px;
`;

const Muted = styled(Text)`
  color: ${theme.colors.textMuted};
`;

export interface DeleteModelDialogProps {
  model: { id: string; name: string; training: boolean } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Says what goes before a model is deleted; generated photos go only when the user ticks the box. */
export function DeleteModelDialog({ model, onClose, onDeleted }: DeleteModelDialogProps) {
  const [deleteImages, setDeleteImages] = useState(false);
  const deletion = useDeleteModel(() => {
    setDeleteImages(false);
    onDeleted();
  });
  const busy = deletion.isPending;
  const close = () => {
    if (busy) return;
    deletion.reset();
    setDeleteImages(false);
    onClose();
  };
  return (
    <Dialog
      open={model !== null}
      title={DELETE_MODEL_TITLE}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={() => model && deletion.mutate({ modelId: model.id, deleteImages })}>
            {DELETE_MODEL_CONFIRM}
          </Button>
        </>
      }
    >
      {model && (
        <>
          <Text>
            <strong>{model.name}</strong>: {DELETE_MODEL_WHAT_GOES}
            {model.training && ` ${DELETE_MODEL_TRAINING_NOTE}`}
          </Text>
          <Text>{DELETE_MODEL_IMAGES_STAY}</Text>
          <CheckRow>
            <Checkbox label={DELETE_MODEL_ALSO_IMAGES} checked={deleteImages} onChange={setDeleteImages} disabled={busy} />
          </CheckRow>
          <Muted>{DELETE_MODEL_NO_REFUND}</Muted>
          {deletion.status === 'error' && <Banner tone="error">{errorMessage(deletion.error)}</Banner>}
        </>
      )}
    </Dialog>
  );
}
