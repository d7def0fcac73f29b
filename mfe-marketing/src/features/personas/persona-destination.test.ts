import type { GenStatus } from 'api-client';
import { getGenStatus, getLastPackPurchase } from 'api-client/runtime';
import { loggedInDestination } from './persona-destination';

jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  getLastPackPurchase: jest.fn(),
  getGenStatus: jest.fn(),
}));

const lastPurchase = jest.mocked(getLastPackPurchase);
const genStatus = jest.mocked(getGenStatus);

function status(credits: number, hasCompletedModels: boolean): GenStatus {
  return {
    status: 'success', credits, trainingsIncluded: 0, hasCompletedModels, userHasPurchased: true, persona: null, isMockMode: false,
    showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
  };
}

const noPurchases = { status: 'no-purchases', purchaseId: null, trainingRequired: false } as const;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  lastPurchase.mockReset();
  genStatus.mockReset();
});

describe('loggedInDestination (persona call-to-action)', () => {
  it('sends a pack that needs training to train', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 7, trainingRequired: true });
    await expect(loggedInDestination()).resolves.toBe('/train');
    expect(genStatus).not.toHaveBeenCalled();
  });

  it('sends a pack that needs no training to gen', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 7, trainingRequired: false });
    await expect(loggedInDestination()).resolves.toBe('/gen');
  });

  it('sends a user with no pack, enough credits for a model and no completed model to train', async () => {
    lastPurchase.mockResolvedValue(noPurchases);
    genStatus.mockResolvedValue(status(1150, false));
    await expect(loggedInDestination()).resolves.toBe('/train');
  });

  it('sends a user with no pack and completed models to packs', async () => {
    lastPurchase.mockResolvedValue(noPurchases);
    genStatus.mockResolvedValue(status(5000, true));
    await expect(loggedInDestination()).resolves.toBe('/packs');
  });

  it('sends a user with no pack, too few credits and no model to gen', async () => {
    lastPurchase.mockResolvedValue(noPurchases);
    genStatus.mockResolvedValue(status(1149, false));
    await expect(loggedInDestination()).resolves.toBe('/gen');
  });

  it('falls back to gen when the purchase call fails', async () => {
    lastPurchase.mockRejectedValue(new Error('network'));
    await expect(loggedInDestination()).resolves.toBe('/gen');
  });

  it('falls back to gen when the gen-status call fails', async () => {
    lastPurchase.mockResolvedValue(noPurchases);
    genStatus.mockRejectedValue(new Error('500'));
    await expect(loggedInDestination()).resolves.toBe('/gen');
  });
});
