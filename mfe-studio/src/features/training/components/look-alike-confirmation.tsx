import { confirmTraining, errorMessage, PHOTO_LOOKS_DIFFERENT_WARNING, THESE_ARE_ALL_ME_LABEL, UPLOAD_CONFIRMATION_HOURS } from 'api-client';
import { useEffect, useRef } from 'react';
import { Banner, Button, useApiMutation } from 'shared-ui';
import { trainingPriceLabel } from '../training-price';

/** "Photo 3", "Photos 2 and 5", "Photos 2, 5 and 7" */
export function photoList(positions: readonly number[]): string {
  if (positions.length === 1) return `Photo ${positions[0]}`;
  return `Photos ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}`;
}

export const LOOK_ALIKE_NOTHING_SPENT = 'Nothing has been charged and the training has not started.';
export const LOOK_ALIKE_CHOICES = `Remove the marked photos and upload again, or, if every photo shows you, press “${THESE_ARE_ALL_ME_LABEL}”.`;
export const LOOK_ALIKE_STALE = 'You changed the photos: upload them again to check them.';
export const confirmLabel = (trainingIncluded = false) => trainingPriceLabel(THESE_ARE_ALL_ME_LABEL, trainingIncluded);

interface LookAlikeConfirmationProps {
  modelId: string;
  /** 1-based positions of the photos that do not look like the person the others show. */
  outliers: readonly number[];
  /** False once the user changed the photos: what waits on the server is no longer what the form shows. */
  current: boolean;
  /** The training started (credits spent). */
  onConfirmed: (modelId: string) => void;
  /** A purchase included the training: no credits are spent. */
  trainingIncluded?: boolean;
}

/**
 * An upload whose photos do not all show one person (docs/likeness.md#one-person-per-model): the marked
 * photos are on their tiles; this says nothing was spent and offers the two ways on. "These are all me"
 * says what it costs before the click.
 */
export function LookAlikeConfirmation({ modelId, outliers, current, onConfirmed, trainingIncluded = false }: LookAlikeConfirmationProps) {
  const confirm = useApiMutation((request: { modelId: string }) => confirmTraining(request), { onSuccess: (reply) => onConfirmed(reply.modelId) });
  const box = useRef<HTMLDivElement>(null);
  // It appears where the user just pressed Upload, below the photos: bring it into view with its choice.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [modelId]);
  if (!current) return <Banner tone="info">{LOOK_ALIKE_STALE}</Banner>;
  return (
    <div ref={box}>
      <Banner
        tone="warning"
        actions={
          <Button onClick={() => confirm.mutate({ modelId })} disabled={confirm.isPending}>
            {confirm.isPending ? 'Starting…' : confirmLabel(trainingIncluded)}
          </Button>
        }
      >
        <strong>{photoList(outliers)}: {PHOTO_LOOKS_DIFFERENT_WARNING}.</strong> {LOOK_ALIKE_NOTHING_SPENT} {LOOK_ALIKE_CHOICES}{' '}
        Unconfirmed photos are deleted after {UPLOAD_CONFIRMATION_HOURS} hours.
        {confirm.status === 'error' && <><br /><strong role="alert">{errorMessage(confirm.error)}</strong></>}
      </Banner>
    </div>
  );
}
