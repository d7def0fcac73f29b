import { PURCHASE_INFO_FAILED_MESSAGE, PURCHASE_INFO_NOT_LOADED_MESSAGE } from 'api-client';
import { continueStep } from './continue-path';

const loaded = (purchaseId: number | null, trainingRequired: boolean, status: 'success' | 'no-purchases' = 'success') =>
  ({ kind: 'loaded', purchase: { status, purchaseId, trainingRequired } }) as const;

describe('continueStep (purchase confirmation Continue)', () => {
  it.each(['subscription', 'payg'])('%s goes to packs', (type) => {
    expect(continueStep(type, { kind: 'loading' })).toEqual({ kind: 'go', path: '/packs' });
  });

  it.each([null, 'gift', ''])('an unknown type (%p) goes to packs', (type) => {
    expect(continueStep(type, { kind: 'loading' })).toEqual({ kind: 'go', path: '/packs' });
  });

  it('a photo pack that needs a model goes to train', () => {
    expect(continueStep('photo-pack', loaded(7, true))).toEqual({ kind: 'go', path: '/train' });
  });

  it('a photo pack with a model ready goes to its generate-pack page', () => {
    expect(continueStep('photo-pack', loaded(7, false))).toEqual({ kind: 'go', path: '/generate-pack/7' });
  });

  it('asks to try again while the purchase id has not loaded', () => {
    expect(continueStep('photo-pack', { kind: 'loading' })).toEqual({ kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE });
  });

  it('says something went wrong when the purchase cannot be found', () => {
    expect(continueStep('photo-pack', { kind: 'failed' })).toEqual({ kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE });
    expect(continueStep('photo-pack', loaded(null, false, 'no-purchases'))).toEqual({
      kind: 'alert',
      message: PURCHASE_INFO_FAILED_MESSAGE,
    });
  });
});
