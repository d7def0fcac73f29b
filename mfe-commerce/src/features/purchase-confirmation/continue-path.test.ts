import { PURCHASE_INFO_FAILED_MESSAGE, PURCHASE_INFO_NOT_LOADED_MESSAGE, type LastPackPurchase } from 'api-client';
import { continueStep, type LastPurchaseState } from './continue-path';

const loaded = (purchaseId: number | null, trainingRequired: boolean, status: LastPackPurchase['status'] = 'success'): LastPurchaseState =>
  ({ status: 'success', data: { status, purchaseId, trainingRequired } });
const loading: LastPurchaseState = { status: 'loading' };

describe('continueStep (purchase confirmation Continue)', () => {
  it.each(['subscription', 'payg'])('%s goes to packs', (type) => {
    expect(continueStep(type, loading)).toEqual({ kind: 'go', path: '/packs' });
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
