import { PURCHASE_INFO_FAILED_MESSAGE, PURCHASE_INFO_NOT_LOADED_MESSAGE, type GenStatus, type LastPackPurchase } from 'api-client';
import {
  continueStep, nextStepText, needsModelText, PACK_MODEL_TRAINING_TEXT, PACK_READY_TEXT, packTrainingFirstText,
  type AccountState, type LastPurchaseState,
} from './continue-path';

const loaded = (purchaseId: number | null, trainingRequired: boolean, status: LastPackPurchase['status'] = 'success'): LastPurchaseState =>
  ({ status: 'success', data: { status, purchaseId, trainingRequired } });
const loading: LastPurchaseState = { status: 'loading' };
const account = (credits: number, hasCompletedModels: boolean, overrides: Partial<GenStatus> = {}): AccountState => ({
  status: 'success',
  data: {
    status: 'success', credits, trainingsIncluded: 0, hasCompletedModels, userHasPurchased: true, persona: null, isMockMode: false, showRules: false,
    isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null, ...overrides,
  },
});
const withModel = account(500, true);
const noModel = account(500, false);

describe('continueStep (purchase confirmation Continue)', () => {
  it.each(['subscription', 'payg'])('%s goes to packs with a trained model', (type) => {
    expect(continueStep(type, loading, withModel)).toEqual({ kind: 'go', path: '/packs' });
  });

  it.each(['subscription', 'payg'])('%s goes to train without a trained model', (type) => {
    expect(continueStep(type, loading, noModel)).toEqual({ kind: 'go', path: '/train' });
  });

  it.each(['subscription', 'payg'])('%s asks to try again while the account loads, and falls back to packs when it fails', (type) => {
    expect(continueStep(type, loading, { status: 'loading' })).toEqual({ kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE });
    expect(continueStep(type, loading, { status: 'error', error: new Error('down') })).toEqual({ kind: 'go', path: '/packs' });
  });

  it.each([null, 'gift', ''])('an unknown type (%p) goes to packs', (type) => {
    expect(continueStep(type, loading)).toEqual({ kind: 'go', path: '/packs' });
  });

  it('a photo pack that needs a model goes to train', () => {
    expect(continueStep('photo-pack', loaded(7, true))).toEqual({ kind: 'go', path: '/train' });
  });

  it('a photo pack with a model ready goes to its generate-pack page', () => {
    expect(continueStep('photo-pack', loaded(7, false))).toEqual({ kind: 'go', path: '/generate-pack/7' });
  });

  it('asks to try again while the purchase id has not loaded', () => {
    expect(continueStep('photo-pack', loading)).toEqual({ kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE });
  });

  it('says something went wrong when the purchase cannot be found', () => {
    expect(continueStep('photo-pack', { status: 'error', error: new Error('down') })).toEqual({ kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE });
    expect(continueStep('photo-pack', loaded(null, false, 'no-purchases'))).toEqual({
      kind: 'alert',
      message: PURCHASE_INFO_FAILED_MESSAGE,
    });
  });
});

describe('nextStepText (what purchase confirmation says comes next)', () => {
  it('says why a bundle or plan bought without a model leads to training', () => {
    expect(nextStepText('payg', loading, noModel)).toBe(`Your credits are in your account. ${needsModelText()}`);
    expect(nextStepText('subscription', loading, noModel)).toMatch(/^Your subscription is active.*training comes first/);
    expect(nextStepText('payg', loading, withModel)).toBe('Your credits are in your account.');
  });

  it('promises the pack only when it can be made now', () => {
    expect(nextStepText('photo-pack', loaded(7, false), withModel)).toBe(PACK_READY_TEXT);
    expect(nextStepText('photo-pack', loaded(7, true), account(1150, false))).toBe(packTrainingFirstText());
    expect(nextStepText('photo-pack', loaded(7, true), account(0, false, { currentlyTrainingModelName: 'Ann' }))).toBe(PACK_MODEL_TRAINING_TEXT);
  });

  it('a starter bought with no credits: its included training comes first, with no word of buying credits', () => {
    expect(nextStepText('photo-pack', loaded(7, true), account(0, false, { trainingsIncluded: 1 }))).toBe(packTrainingFirstText());
  });

  it('says what training costs when the pack included none and the credits do not cover it', () => {
    expect(nextStepText('photo-pack', loaded(7, true), account(200, false))).toBe(
      "Your pack is made with your own AI model, and you don't have one yet. Training one costs 1150 credits and you have 200: " +
        'get more credits, train your model, then make your pack. Your pack stays saved until then.',
    );
  });

  it('only thanks while what it depends on loads', () => {
    expect(nextStepText('photo-pack', loading, withModel)).toBeNull();
    expect(nextStepText('photo-pack', loaded(7, false), { status: 'loading' })).toBeNull();
    expect(nextStepText('payg', loading, { status: 'loading' })).toBeNull();
    expect(nextStepText(null, loading, withModel)).toBeNull();
  });
});
