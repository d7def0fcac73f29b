import { getGenStatus, getLastPackPurchase, getPackPurchaseInfo, type GenStatus, type PackPurchaseInfo } from 'api-client';
import { postLoginPath } from './post-login-path';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getLastPackPurchase: jest.fn(),
  getGenStatus: jest.fn(),
  getPackPurchaseInfo: jest.fn(),
}));

const lastPurchase = jest.mocked(getLastPackPurchase);
const genStatus = jest.mocked(getGenStatus);
const purchaseInfo = jest.mocked(getPackPurchaseInfo);
/** The purchase's pack info: made (a generation id) or not made yet (null). */
const info = (packGenerationId: number | null): PackPurchaseInfo => ({
  status: 'success', packInfo: { PackageID: 4, Title: 'Dating Profile', PhotoPackDescription: 'Dates.' }, packGenerationId,
});
/** A gen status with only what the redirect reads set; the rest as for a new user. */
const status = (credits: number, hasCompletedModels: boolean): GenStatus => ({
  status: 'success', credits, trainingsIncluded: 0, hasCompletedModels, userHasPurchased: false, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
});
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

beforeEach(() => jest.resetAllMocks());

describe('postLoginPath', () => {
  it('goes to the decoded r path without asking the server', async () => {
    await expect(postLoginPath(b64('/edit-model/7?r=gen'))).resolves.toBe('/edit-model/7?r=gen');
    expect(lastPurchase).not.toHaveBeenCalled();
  });

  it('ignores an r that does not decode to a path on this site', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 1, trainingRequired: false });
    purchaseInfo.mockResolvedValue(info(5));
    await expect(postLoginPath(b64('//evil.example/x'))).resolves.toBe('/gen');
    await expect(postLoginPath(b64('https://evil.example'))).resolves.toBe('/gen');
    expect(lastPurchase).toHaveBeenCalledTimes(2);
  });

  it('goes to train when the last pack purchase still needs a model trained', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 3, trainingRequired: true });
    await expect(postLoginPath(null)).resolves.toBe('/train');
    expect(purchaseInfo).not.toHaveBeenCalled();
  });

  it('goes to the generate-pack page while the last pack purchase is not made yet and a model is ready', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 3, trainingRequired: false });
    purchaseInfo.mockResolvedValue(info(null));
    await expect(postLoginPath(null)).resolves.toBe('/generate-pack/3');
    expect(purchaseInfo).toHaveBeenCalledWith({ packPurchaseId: 3 });
    expect(genStatus).not.toHaveBeenCalled();
  });

  it('goes to gen when the last pack purchase is made already', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 3, trainingRequired: false });
    purchaseInfo.mockResolvedValue(info(11));
    await expect(postLoginPath(null)).resolves.toBe('/gen');
    expect(genStatus).not.toHaveBeenCalled();
  });

  it('goes to gen when the purchase info cannot be read', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 3, trainingRequired: false });
    purchaseInfo.mockRejectedValue(new Error('network'));
    await expect(postLoginPath(null)).resolves.toBe('/gen');
  });

  describe('with no purchases', () => {
    beforeEach(() => lastPurchase.mockResolvedValue({ status: 'no-purchases', purchaseId: -1, trainingRequired: false }));

    it('goes to train with credits for a training (1150) and no completed model', async () => {
      genStatus.mockResolvedValue(status(1150, false));
      await expect(postLoginPath(null)).resolves.toBe('/train');
    });

    it('goes to train with a training a purchase included, whatever the credits', async () => {
      genStatus.mockResolvedValue({ ...status(0, false), trainingsIncluded: 1 });
      await expect(postLoginPath(null)).resolves.toBe('/train');
    });

    it('goes to packs when a model is completed', async () => {
      genStatus.mockResolvedValue(status(5000, true));
      await expect(postLoginPath(null)).resolves.toBe('/packs');
    });

    it('goes to gen with too few credits and no model', async () => {
      genStatus.mockResolvedValue(status(1149, false));
      await expect(postLoginPath(null)).resolves.toBe('/gen');
    });

    it('goes to gen when the gen status fails', async () => {
      genStatus.mockRejectedValue(new Error('boom'));
      await expect(postLoginPath(null)).resolves.toBe('/gen');
    });
  });

  it('goes to gen when the pack purchase call fails', async () => {
    lastPurchase.mockRejectedValue(new Error('network'));
    await expect(postLoginPath('')).resolves.toBe('/gen');
  });
});
