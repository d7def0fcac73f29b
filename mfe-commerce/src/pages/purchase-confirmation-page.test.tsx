import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGenStatus, getLastPackPurchase, type GenStatus } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import PurchaseConfirmationPage from './purchase-confirmation-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })) }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getLastPackPurchase: jest.fn(),
  getGenStatus: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const lastPurchase = jest.mocked(getLastPackPurchase);
const genStatus = jest.mocked(getGenStatus);
const status = (credits: number, hasCompletedModels: boolean): GenStatus => ({
  status: 'success', credits, hasCompletedModels, userHasPurchased: true, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
});

beforeEach(() => {
  jest.clearAllMocks();
  genStatus.mockResolvedValue(status(3000, true));
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
