import type { PhotoPack } from 'api-client';
import { Button, Dialog, formatCredits } from 'shared-ui';
import { starterFor, trainingCostNote } from '../training-cost';

export const NEEDS_MODEL_TITLE = 'This pack needs a trained model';

/** The main action: the starter that includes the training, which ends in photos with no other purchase. */
export const buyStarterLabel = (starter: PhotoPack) => `Buy ${starter.Title} (${starter.Price}) · training included`;
export const buyPackOnlyLabel = (pack: PhotoPack) => `Buy ${pack.Title} only (${pack.Price}) and train later`;

interface NeedsModelDialogProps {
  /** The pack chosen by a buyer without a model; null when closed. */
  pack: PhotoPack | null;
  packs: readonly PhotoPack[];
  credits: number | null;
  onBuy: (pack: PhotoPack) => void;
  onClose: () => void;
}

/**
 * A buyer without a model chose a pack that cannot be made yet (issue 37): the dialog says what the training
 * adds, and its main action is the starter that includes it; buying the pack alone stays possible, said plainly.
 */
export function NeedsModelDialog({ pack, packs, credits, onBuy, onClose }: NeedsModelDialogProps) {
  const starter = pack && starterFor(pack, packs);
  const choose = (chosen: PhotoPack) => {
    onClose();
    onBuy(chosen);
  };
  return (
    <Dialog
      open={pack !== null}
      title={NEEDS_MODEL_TITLE}
      onClose={onClose}
      actions={pack && (
        <>
          <Button variant="text" onClick={onClose}>
            Go back
          </Button>
          <Button variant={starter ? 'secondary' : 'primary'} onClick={() => choose(pack)}>
            {buyPackOnlyLabel(pack)}
          </Button>
          {starter && <Button onClick={() => choose(starter)}>{buyStarterLabel(starter)}</Button>}
        </>
      )}
    >
      {pack && (
        <>
          {trainingCostNote(pack, packs)} Bought alone, your pack waits for you until your model is ready
          {credits != null ? ` (you have ${formatCredits(credits)} credits).` : '.'}
        </>
      )}
    </Dialog>
  );
}
