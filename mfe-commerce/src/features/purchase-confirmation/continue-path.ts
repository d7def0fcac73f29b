import {
  CREDITS_PER_TRAINING, PROMISE, PURCHASE_INFO_FAILED_MESSAGE,
  PURCHASE_INFO_NOT_LOADED_MESSAGE, type GenStatus, type LastPackPurchase,
} from 'api-client';
import type { QueryState } from 'shared-ui';

/** The last pack purchase as its query holds it; while it loads, Continue cannot know where to go. */
export type LastPurchaseState = QueryState<LastPackPurchase>;
/** The buyer's gen-status (credits, models) as its query holds it. */
export type AccountState = QueryState<GenStatus>;

export type ContinueStep = { kind: 'go'; path: string } | { kind: 'alert'; message: string };

const LOADING: AccountState = { status: 'loading' };

/** No trained model yet: every purchase leads to training first. */
function hasNoModel(account: AccountState): boolean {
  return account.status === 'success' && !account.data.hasCompletedModels;
}

/**
 * Purchase confirmation's Continue: photo-pack → train when the pack still needs a model, else its
 * generate-pack page; subscription or payg → train without a trained model (nothing else can be made
 * yet), else packs; any other type → packs. A failed account read falls back to packs.
 */
export function continueStep(type: string | null, lastPurchase: LastPurchaseState, account: AccountState = LOADING): ContinueStep {
  if (type === 'subscription' || type === 'payg') {
    if (account.status === 'loading') return { kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE };
    return { kind: 'go', path: hasNoModel(account) ? '/train' : '/packs' };
  }
  if (type !== 'photo-pack') return { kind: 'go', path: '/packs' };
  if (lastPurchase.status === 'loading') return { kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE };
  if (lastPurchase.status === 'error') return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  const purchase = lastPurchase.data;
  if (purchase.status !== 'success' || purchase.purchaseId === null) {
    return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  }
  return { kind: 'go', path: purchase.trainingRequired ? '/train' : `/generate-pack/${purchase.purchaseId}` };
}

/** Functions, not constants: the training time follows the configured trainer when the text is shown. */
const trainFromSelfies = () => `upload ${PROMISE.selfies} and we train it (${PROMISE.trainingTime})`;

export const CREDITS_ARRIVED_TEXT = 'Your credits are in your account.';
export const SUBSCRIPTION_ACTIVE_TEXT = 'Your subscription is active and its credits are in your account.';
export const PACK_READY_TEXT = 'Your photo pack is ready to be made.';
export const needsModelText = () => `Every photo is made with your own AI model, and you don't have one yet, so training comes first: ${trainFromSelfies()}.`;
export const packTrainingFirstText = () =>
  `Your pack is made with your own AI model, so training comes first: ${trainFromSelfies()}. Your pack waits for you: the train page leads to it once the model is ready.`;
export const PACK_MODEL_TRAINING_TEXT = 'Your pack is made with your own AI model, which is training now. Your pack waits for you and can be made once the model is ready.';

/** The pack needs a model that the buyer cannot train yet: say what it takes, and that nothing is lost. */
export function packNeedsCreditsText(credits: number): string {
  return `Your pack is made with your own AI model, and you don't have one yet. Training one costs ${CREDITS_PER_TRAINING} credits and you have ${credits}: get more credits, train your model, then make your pack. Your pack stays saved until then.`;
}

/**
 * What the page says comes next; it never promises what cannot happen yet. null while what it depends on
 * is loading (the page then only thanks).
 */
export function nextStepText(type: string | null, lastPurchase: LastPurchaseState, account: AccountState): string | null {
  if (type === 'subscription' || type === 'payg') {
    if (account.status === 'loading') return null;
    const done = type === 'payg' ? CREDITS_ARRIVED_TEXT : SUBSCRIPTION_ACTIVE_TEXT;
    return hasNoModel(account) ? `${done} ${needsModelText()}` : done;
  }
  if (type !== 'photo-pack') return null;
  if (lastPurchase.status !== 'success' || account.status === 'loading') return null;
  if (!lastPurchase.data.trainingRequired) return PACK_READY_TEXT;
  if (account.status === 'error') return packTrainingFirstText();
  if (account.data.currentlyTrainingModelName !== null) return PACK_MODEL_TRAINING_TEXT;
  const canTrain = account.data.trainingsIncluded > 0 || account.data.credits >= CREDITS_PER_TRAINING;
  return canTrain ? packTrainingFirstText() : packNeedsCreditsText(account.data.credits);
}
