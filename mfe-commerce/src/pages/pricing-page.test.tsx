import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createCheckoutSession, getPackages, getPhotoPacks, sendContactMessage } from 'api-client';
import { decodeBase64Param } from 'shared-ui';
import { renderAt, sessionState, snackbarMock } from 'shared-ui/testing';
import { redirectBrowser } from '../lib/checkout/browser-redirect';
import { PACKS, packagesWithCurrent } from '../test/commerce-fixtures';
import PricingPage from './pricing-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })) }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackages: jest.fn(),
  getPhotoPacks: jest.fn(),
  createCheckoutSession: jest.fn(),
  checkoutPhotoPack: jest.fn(),
  sendContactMessage: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));
jest.mock('../lib/checkout/browser-redirect', () => ({ redirectBrowser: jest.fn() }));

const checkout = jest.mocked(createCheckoutSession);

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function renderPricing(current: string | null = null, url = '/pricing') {
  jest.mocked(getPackages).mockResolvedValue({ status: 'success', packages: packagesWithCurrent(current) });
  renderAt(<PricingPage />, url);
  await screen.findByRole('article', { name: 'Starter' });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
  jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: PACKS });
  checkout.mockResolvedValue({ id: 'cs_1', url: 'http://pay.test/checkout/cs_1' });
});

describe('PricingPage', () => {
  it('lists the plans without the whale, which stands apart as its own card', async () => {
    await renderPricing();
    const plans = screen.getByRole('region', { name: 'Subscription plans' });
    const cards = within(plans).getAllByRole('article');
    expect(cards.map((article) => within(article).getByRole('heading').textContent?.replace('⭐', '').trim())).toEqual([
      'Starter',
      'Pro',
      'Studio',
      'Whale',
    ]);
    expect(within(card('Pro')).getByText('Most popular')).toBeInTheDocument();
    expect(within(card('Whale')).getByText('For power creators')).toBeInTheDocument();
    // Payg bundles are not plans.
    expect(screen.queryByRole('article', { name: /3k/ })).not.toBeInTheDocument();
  });

  it('shows what credits buy, the photo packs and the buying-credits FAQ', async () => {
    await renderPricing();
    const prices = screen.getByRole('list', { name: 'What credits buy' });
    expect(prices).toHaveTextContent('10 credits');
    expect(prices).toHaveTextContent('1150 credits');
    expect(prices).toHaveTextContent('300 credits');
    expect(await screen.findByRole('article', { name: 'Office Headshots' })).toHaveTextContent('$7.99');
    expect(screen.getByRole('button', { name: 'Do my credits expire?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("tells a visitor a pack needs a trained model first, and what a plan buys with and without one", async () => {
    sessionState.status = 'logged-out';
    await renderPricing();
    expect(await screen.findByRole('article', { name: 'Office Headshots' })).toHaveTextContent('Needs a trained model');
    const starter = within(screen.getByRole('region', { name: 'Subscription plans' })).getByRole('article', { name: 'Starter' });
    // The fixture's Starter has 1000 credits: less than a training.
    expect(starter).toHaveTextContent('Enough for 3 photo packs once your model is trained');
    expect(starter).toHaveTextContent('New here? Training your model takes 1150 credits, more than a month of this plan');
  });

  it('starts checkout for a plan and sends the browser to the payment page', async () => {
    await renderPricing();
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith('http://pay.test/checkout/cs_1'));
    expect(checkout).toHaveBeenCalledWith({
      subscriptionPlanReference: 'starter',
      purchaseType: 'subscription',
      priceUsd: 9.99,
      isUpgrade: false,
      originatingPagePath: '/pricing',
    });
  });

  it('offers a logged-out visitor Home, and leaves Log in to the navigation bar (one on the page)', async () => {
    sessionState.status = 'logged-out';
    await renderPricing(null, `/pricing?r=${encodeURIComponent(btoa('/landing/dating-app-photos'))}`);
    expect(screen.queryByRole('form', { name: 'Not sure about something?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/landing/dating-app-photos');
  });

  it('goes to login with a return path when a logged-out visitor picks a plan', async () => {
    sessionState.status = 'logged-out';
    await renderPricing();
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Subscribe' }));
    const where = screen.getByTestId('where').textContent ?? '';
    expect(where.startsWith('/login?r=')).toBe(true);
    expect(decodeBase64Param(decodeURIComponent(where.split('r=')[1] ?? ''))).toBe('/pricing');
    expect(checkout).not.toHaveBeenCalled();
  });

  it('disables the current plan as Current Plan', async () => {
    await renderPricing('pro');
    expect(within(card('Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('asks before upgrading, then checks out as an upgrade', async () => {
    await renderPricing('starter');
    await userEvent.click(within(card('Studio')).getByRole('button', { name: 'Upgrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade Your Subscription' });
    expect(dialog).toHaveTextContent('Starter');
    expect(dialog).toHaveTextContent('Studio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalled());
    expect(checkout).toHaveBeenCalledWith(expect.objectContaining({ subscriptionPlanReference: 'studio', isUpgrade: true }));
  });

  it('calls a move to a cheaper plan a change, and cancelling it buys nothing', async () => {
    await renderPricing('studio');
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Switch plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Your Subscription' });
    expect(within(dialog).getByRole('button', { name: 'Confirm Change' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkout).not.toHaveBeenCalled();
  });

  it.each([
    ['the session call fails', () => checkout.mockRejectedValue(new ApiError('x', 500, { message: 'Payments are down' })), 'Failed to initiate purchase: Payments are down'],
    ['no checkout URL comes back', () => checkout.mockResolvedValue({ id: 'cs_1', url: '' }), 'Failed to create checkout session'],
    ['the redirect throws', () => jest.mocked(redirectBrowser).mockImplementation(() => { throw new Error('blocked'); }), 'Payment redirect failed: blocked'],
  ])('shows the checkout error in the snackbar when %s', async (_case, arrange, message) => {
    arrange();
    await renderPricing();
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(snackbarMock).toHaveBeenCalledWith({ message }));
    expect(within(card('Starter')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('leaves a 401 to the login redirect without a snackbar', async () => {
    checkout.mockRejectedValue(new ApiError('x', 401, { message: 'Please log in' }));
    await renderPricing();
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(checkout).toHaveBeenCalled());
    await waitFor(() => expect(within(card('Starter')).getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(snackbarMock).not.toHaveBeenCalled();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('says the packages could not load, in the snackbar and on the page, and retries', async () => {
    jest.mocked(getPackages).mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PricingPage />, '/pricing');
    await waitFor(() => expect(snackbarMock).toHaveBeenCalledWith({ message: 'Error loading subscription packages' }));
    jest.mocked(getPackages).mockResolvedValue({ status: 'success', packages: packagesWithCurrent(null) });
    await userEvent.click(within(screen.getByRole('region', { name: 'Subscription plans' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
  });

  describe('contact form', () => {
    it('requires a message', async () => {
      await renderPricing();
      const form = screen.getByRole('form', { name: 'Not sure about something?' });
      await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
      expect(within(form).getByText('Contact message required')).toBeInTheDocument();
      expect(sendContactMessage).not.toHaveBeenCalled();
    });

    it('sends the message and says it was received', async () => {
      jest.mocked(sendContactMessage).mockResolvedValue({ status: 'success', message: 'ok' });
      await renderPricing();
      await userEvent.type(screen.getByLabelText('Your message'), 'Can I pause my plan?');
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      expect(
        await screen.findByText('Your message has been received. We aim to respond via email within 24 hours.'),
      ).toBeInTheDocument();
      expect(sendContactMessage).toHaveBeenCalledWith({ message: 'Can I pause my plan?', type: 'pricing' });
      expect(screen.getByLabelText('Your message')).toHaveValue('');
    });

    it('says Failed to send message. when sending fails', async () => {
      jest.mocked(sendContactMessage).mockRejectedValue(new Error('offline'));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderPricing();
      await userEvent.type(screen.getByLabelText('Your message'), 'Hello');
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
    });
  });
});
