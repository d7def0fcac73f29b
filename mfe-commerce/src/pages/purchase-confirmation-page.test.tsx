import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLastPackPurchase } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import PurchaseConfirmationPage from './purchase-confirmation-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getLastPackPurchase: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const lastPurchase = jest.mocked(getLastPackPurchase);

beforeEach(() => jest.clearAllMocks());

async function continueFrom(url: string) {
  renderAt(<PurchaseConfirmationPage />, url);
  expect(screen.getByRole('heading', { name: 'Purchase confirmed' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('PurchaseConfirmationPage', () => {
  it.each(['subscription', 'payg', 'other'])('continues to packs after a %s purchase', async (type) => {
    await continueFrom(`/purchase-confirmation?type=${type}`);
    expect(screen.getByTestId('where')).toHaveTextContent('/packs');
    expect(lastPurchase).not.toHaveBeenCalled();
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
    renderAt(<PurchaseConfirmationPage />, '/purchase-confirmation?type=photo-pack');
    await waitFor(() => expect(lastPurchase).toHaveBeenCalled());
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
