import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGenStatus, getLastPackPurchase, getMyPreview, type GenStatus, type MyPreviewReply } from 'api-client';
import { logAnalyticsEvent } from 'api-client/runtime';
import { alertMock, renderAt } from 'shared-ui/testing';
import PurchaseConfirmationPage from './purchase-confirmation-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getLastPackPurchase: jest.fn(),
  getMyPreview: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const lastPurchase = jest.mocked(getLastPackPurchase);
const genStatus = jest.mocked(getGenStatus);
const status = (credits: number, hasCompletedModels: boolean): GenStatus => ({
  status: 'success', credits, trainingsIncluded: 0, hasCompletedModels, userHasPurchased: true, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
});

const myPreview = jest.mocked(getMyPreview);
const noPreview: MyPreviewReply = { preview: null, available: true, reason: null, retentionHours: 24 };

beforeEach(() => {
  jest.clearAllMocks();
  genStatus.mockResolvedValue(status(3000, true));
  myPreview.mockResolvedValue(noPreview);
});

async function continueFrom(url: string) {
  renderAt(<PurchaseConfirmationPage />, url);
  expect(screen.getByRole('heading', { name: 'Purchase confirmed' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Renders the page and waits until what Continue depends on has loaded. */
async function renderLoaded(url: string) {
  renderAt(<PurchaseConfirmationPage />, url);
  await waitFor(() => expect(screen.queryByText('Thank you for your purchase.')).not.toBeInTheDocument());
}

describe('PurchaseConfirmationPage', () => {
  it.each(['subscription', 'payg'])('continues to packs after a %s purchase by a user with a model', async (type) => {
    await renderLoaded(`/purchase-confirmation?type=${type}`);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/packs');
    expect(lastPurchase).not.toHaveBeenCalled();
  });

  it('continues to packs after any other purchase', async () => {
    await continueFrom('/purchase-confirmation?type=other');
    expect(screen.getByTestId('where')).toHaveTextContent('/packs');
    expect(genStatus).not.toHaveBeenCalled();
  });

  it.each(['payg', 'subscription'])('after a %s purchase without a model, says training comes first and continues to train', async (type) => {
    genStatus.mockResolvedValue(status(3000, false));
    await renderLoaded(`/purchase-confirmation?type=${type}`);
    expect(screen.getByText(/you don't have one yet, so training comes first: upload 12–20 selfies/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
  });

  it('after a pack that needs a model the buyer cannot train yet, says what training costs and continues to train', async () => {
    genStatus.mockResolvedValue(status(0, false));
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 12, trainingRequired: true });
    await renderLoaded('/purchase-confirmation?type=photo-pack');
    expect(screen.queryByText(/ready to be made/)).not.toBeInTheDocument();
    expect(screen.getByText(/Training one costs 1150 credits and you have 0/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
  });

  it('after a pack that includes training, says training comes first', async () => {
    genStatus.mockResolvedValue(status(1150, false));
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 12, trainingRequired: true });
    await renderLoaded('/purchase-confirmation?type=photo-pack');
    expect(screen.getByText(/so training comes first/)).toBeInTheDocument();
    expect(screen.queryByText(/ready to be made/)).not.toBeInTheDocument();
  });

  it('continues to train when the bought pack needs a model', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 12, trainingRequired: true });
    renderAt(<PurchaseConfirmationPage />, '/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(lastPurchase).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
  });

  it('continues to the generate-pack page when a model is ready', async () => {
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 12, trainingRequired: false });
    await renderLoaded('/purchase-confirmation?type=photo-pack');
    expect(screen.getByText('Your photo pack is ready to be made.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/generate-pack/12');
  });

  it("asks to try again while the purchase id hasn't loaded", async () => {
    lastPurchase.mockReturnValue(new Promise(() => undefined));
    await continueFrom('/purchase-confirmation?type=photo-pack');
    expect(alertMock).toHaveBeenCalledWith("Purchase info hasn't loaded yet. Please try again soon.");
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says something went wrong when the purchase cannot be loaded', async () => {
    lastPurchase.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PurchaseConfirmationPage />, '/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertMock).toHaveBeenCalledWith('Something went wrong, please contact support');
  });
});

describe('PurchaseConfirmationPage and the free preview', () => {
  const previewEvents = () => jest.mocked(logAnalyticsEvent).mock.calls.map(([e]) => e).filter((e) => e.funnelName === 'preview');
  const made = (overrides: Partial<MyPreviewReply>): MyPreviewReply => ({ ...noPreview, available: false, reason: 'used', ...overrides });

  beforeEach(() => lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 12, trainingRequired: false }));

  it('counts a pack bought by a user who made a preview as the funnel’s pack-bought conversion, once', async () => {
    myPreview.mockResolvedValue(made({
      preview: { previewId: '5b0f3c9e-2f57-4d3a-9a61-0c1f4f3a7e10', status: 'succeeded', images: [], selfies: [], expiresAt: '2030-01-01T00:00:00.000Z', message: null },
    }));
    // Loaded: the page has rendered again with the purchase and the account since the preview answered.
    await renderLoaded('/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(previewEvents()).toHaveLength(1));
    expect(screen.getByText('Your photo pack is ready to be made.')).toBeInTheDocument();
    expect(previewEvents()).toEqual([
      expect.objectContaining({ eventType: 'conversion', funnelStep: 'pack-bought', metadata: expect.objectContaining({ previewId: '5b0f3c9e-2f57-4d3a-9a61-0c1f4f3a7e10' }) }),
    ]);
  });

  it('counts it too when their preview has been deleted since', async () => {
    myPreview.mockResolvedValue(made({}));
    renderAt(<PurchaseConfirmationPage />, '/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(previewEvents()).toEqual([expect.objectContaining({ funnelStep: 'pack-bought' })]));
  });

  it('counts nothing for a user without a preview, nor for other purchases', async () => {
    await renderLoaded('/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(myPreview).toHaveBeenCalled());
    myPreview.mockClear();
    await renderLoaded('/purchase-confirmation?type=payg');
    expect(myPreview).not.toHaveBeenCalled();
    expect(previewEvents()).toEqual([]);
  });
});
