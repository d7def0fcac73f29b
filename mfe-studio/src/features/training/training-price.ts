import { CREDITS_PER_TRAINING, TRAINING_INCLUDED_LABEL } from 'api-client';
import { spendLabel } from 'shared-ui';

/** What a button that starts a training says before the click: its price in credits, or that a purchase included it. */
export function trainingPriceLabel(action: string, trainingIncluded: boolean): string {
  return trainingIncluded ? `${action} · ${TRAINING_INCLUDED_LABEL}` : spendLabel(action, CREDITS_PER_TRAINING);
}
