import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCheckoutSession, getPackages } from 'api-client';
import { renderAt, sessionState } from 'shared-ui/testing';
import { redirectBrowser } from '../lib/checkout/browser-redirect';
import { packagesWithCurrent } from '../test/commerce-fixtures';
import PaygPricingPage from './payg-pricing-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })) }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackages: jest.fn(),
  createCheckoutSession: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));
jest.mock('../lib/checkout/browser-redirect', () => ({ redirectBrowser: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
  jest.mocked(getPackages).mockResolvedValue({ status: 'success', packages: packagesWithCurrent(null) });
  jest.mocked(createCheckoutSession).mockResolvedValue({ id: 'cs_2', url: 'http://pay.test/cs_2' });
});

describe('PaygPricingPage', () => {
  it('offers 3k, 6k, 30k and 70k with 3k preselected, and the credits banner', async () => {
    renderAt(<PaygPricingPage />, '/payg-pricing');
    const group = await screen.findByRole('radiogroup', { name: 'Credit bundle' });
    expect(group).toHaveTextContent(/3k.*6k.*30k.*70k/);
    expect(screen.getByRole('radio', { name: '3000 credits for $19.00' })).toBeChecked();
    expect(screen.getByText(/Credits never expire\. They are not locked if you end a subscription, and they roll over every month\./)).toBeInTheDocument();
  });

  it('buys the chosen bundle through checkout', async () => {
    renderAt(<PaygPricingPage />, '/payg-pricing');
    await userEvent.click(await screen.findByRole('radio', { name: '30,000 credits for $149.00' }));
    expect(screen.getByText('30,000 credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith('http://pay.test/cs_2'));
    expect(createCheckoutSession).toHaveBeenCalledWith({
      purchaseType: 'payg',
      credits: 30000,
      priceUsd: 149,
      originatingPagePath: '/payg-pricing',
    });
  });

  it('sends a logged-out visitor to log in before buying', async () => {
    sessionState.status = 'logged-out';
    renderAt(<PaygPricingPage />, '/payg-pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\?r=/);
    expect(createCheckoutSession).not.toHaveBeenCalled();
  });
});
