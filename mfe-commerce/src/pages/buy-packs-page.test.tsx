import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutPhotoPack, getGenStatus, getPhotoPacks, type GenStatus } from 'api-client';
import { encodeBase64Param } from 'shared-ui';
import { renderAt, sessionState } from 'shared-ui/testing';
import { redirectBrowser } from '../lib/checkout/browser-redirect';
import { pack, PACKS } from '../test/commerce-fixtures';
import BuyPacksPage, { personaFromQuery } from './buy-packs-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPhotoPacks: jest.fn(),
  checkoutPhotoPack: jest.fn(),
  // The free preview's part of the page has tests of its own (buy-packs-preview.test.tsx).
  getMyPreview: jest.fn(() => Promise.resolve({ preview: null, available: false, reason: 'used', retentionHours: 24 })),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));
jest.mock('../lib/checkout/browser-redirect', () => ({ redirectBrowser: jest.fn() }));

/** The buyer's gen status: a trained model unless told otherwise. */
const status = (overrides: Partial<GenStatus> = {}): GenStatus => ({
  status: 'success', credits: 0, trainingsIncluded: 0, hasCompletedModels: true, userHasPurchased: true, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null, ...overrides,
});
const starter = pack({ PackageID: 9, Title: 'Dating Starter', Persona: 'single', IncludesTraining: true, Price: '$19.99' });
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
  jest.mocked(getGenStatus).mockResolvedValue(status());
  jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: PACKS });
  jest.mocked(checkoutPhotoPack).mockResolvedValue({ sessionId: 'cs_p', url: 'http://pay.test/cs_p' });
});

describe('BuyPacksPage', () => {
  it('lists each pack with its price, 30 images and one-time purchase', async () => {
    renderAt(<BuyPacksPage />, '/buy-packs');
    const office = await screen.findByRole('article', { name: 'Office Headshots' });
    expect(office).toHaveTextContent('$7.99');
    expect(office).toHaveTextContent('30 images');
    expect(office).toHaveTextContent('One-time purchase');
  });

  it('sells starter packs too, since they are bought with money', async () => {
    const starter = pack({ PackageID: 9, Title: 'Starter Headshots', IncludesTraining: true, Price: '$29.99' });
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [starter, ...PACKS] });
    renderAt(<BuyPacksPage />, '/buy-packs');
    const card = await screen.findByRole('article', { name: 'Starter Headshots' });
    expect(within(card).getByRole('button', { name: 'Purchase Pack' })).toBeEnabled();
  });

  it("asks for the persona's packs and shows them first", async () => {
    renderAt(<BuyPacksPage />, `/buy-packs?persona=${encodeURIComponent(encodeBase64Param('influencer'))}`);
    await screen.findByRole('article', { name: 'Office Headshots' });
    expect(getPhotoPacks).toHaveBeenCalledWith({ persona: 'influencer' }, { signal: expect.any(AbortSignal) });
    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titles.slice(0, 2)).toEqual(['Beach Day', 'City Nights']);
  });

  it('reads only known personas from the query', () => {
    expect(personaFromQuery(encodeBase64Param('single'))).toBe('single');
    expect(personaFromQuery(encodeBase64Param('unknown'))).toBeNull();
    expect(personaFromQuery(encodeBase64Param('hacker'))).toBeNull();
    expect(personaFromQuery('%%%')).toBeNull();
    expect(personaFromQuery(null)).toBeNull();
  });

  it('buys a pack through checkout', async () => {
    renderAt(<BuyPacksPage />, '/buy-packs');
    const office = await screen.findByRole('article', { name: 'Office Headshots' });
    await userEvent.click(within(office).getByRole('button', { name: 'Purchase Pack' }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith('http://pay.test/cs_p'));
    expect(checkoutPhotoPack).toHaveBeenCalledWith({ photoPackReference: 'office-headshots', priceUsd: 7.99, originatingPagePath: '/buy-packs' });
  });

  it('has Home for visitors (Log in is the navigation bar\'s, not the page\'s again), and buying sends them to log in', async () => {
    sessionState.status = 'logged-out';
    renderAt(<BuyPacksPage />, '/buy-packs');
    const office = await screen.findByRole('article', { name: 'Office Headshots' });
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(within(office).getByRole('button', { name: 'Purchase Pack' }));
    // A new visitor has no model: the pack's extra step comes first, then the sign-in.
    const dialog = screen.getByRole('dialog', { name: 'This pack needs a trained model' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Buy Office Headshots .* and train later$/ }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\?r=/);
    expect(checkoutPhotoPack).not.toHaveBeenCalled();
  });

  describe('for a buyer without a trained model', () => {
    beforeEach(() => {
      jest.mocked(getGenStatus).mockResolvedValue(status({ hasCompletedModels: false }));
      jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [...PACKS, starter] });
    });

    it('shows the packs that include training first', async () => {
      renderAt(<BuyPacksPage />, '/buy-packs');
      await screen.findByRole('article', { name: 'Dating Starter' });
      expect(titles()).toEqual(['Dating Starter', 'Beach Day', 'Office Headshots', 'Dating Profile', 'City Nights']);
    });

    it('says before checkout that a pack needs a model, with what the training adds', async () => {
      renderAt(<BuyPacksPage />, '/buy-packs');
      const dating = await screen.findByRole('article', { name: 'Dating Profile' });
      const note = 'Needs a trained model — training one costs 1150 credits, or $12.00 more with Dating Starter, which includes it.';
      expect(dating).toHaveTextContent(note);
      expect(within(dating).getByRole('button', { name: 'Purchase Pack' })).toHaveAccessibleDescription(note);
      const included = screen.getByRole('article', { name: 'Dating Starter' });
      expect(included).toHaveTextContent('Model training included');
      expect(included).not.toHaveTextContent('Needs a trained model');
    });

    it('asks again at Purchase: a clear extra step before paying for a pack that needs a model, and none for a starter', async () => {
      renderAt(<BuyPacksPage />, '/buy-packs');
      const dating = await screen.findByRole('article', { name: 'Dating Profile' });
      await userEvent.click(within(dating).getByRole('button', { name: 'Purchase Pack' }));
      const dialog = screen.getByRole('dialog', { name: 'This pack needs a trained model' });
      expect(dialog).toHaveTextContent('Needs a trained model — training one costs 1150 credits, or $12.00 more with Dating Starter, which includes it.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
      expect(checkoutPhotoPack).not.toHaveBeenCalled();
      await userEvent.click(within(screen.getByRole('article', { name: 'Dating Starter' })).getByRole('button', { name: 'Purchase Pack' }));
      expect(screen.queryByRole('dialog', { name: 'This pack needs a trained model' })).not.toBeInTheDocument();
      await waitFor(() => expect(checkoutPhotoPack).toHaveBeenCalled());
    });

    it("makes the starter the dialog's main action: buying it pays for the pack's photos and the training at once", async () => {
      renderAt(<BuyPacksPage />, '/buy-packs');
      const dating = await screen.findByRole('article', { name: 'Dating Profile' });
      await userEvent.click(within(dating).getByRole('button', { name: 'Purchase Pack' }));
      const dialog = screen.getByRole('dialog', { name: 'This pack needs a trained model' });
      const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
      expect(buttons.at(-1)).toBe('Buy Dating Starter ($19.99) · training included');
      expect(within(dialog).getByRole('button', { name: 'Buy Dating Profile only ($7.99) and train later' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Dating Starter ($19.99) · training included' }));
      await waitFor(() => expect(checkoutPhotoPack).toHaveBeenCalledWith(expect.objectContaining({ photoPackReference: starter.Reference })));
    });

    it('says the same to visitors, who sign in at Purchase', async () => {
      sessionState.status = 'logged-out';
      renderAt(<BuyPacksPage />, '/buy-packs');
      expect(await screen.findByRole('article', { name: 'Office Headshots' })).toHaveTextContent('Needs a trained model');
      expect(titles()[0]).toBe('Dating Starter');
      expect(getGenStatus).not.toHaveBeenCalled();
    });

    it('treats a model in training as on its way: no note, the usual order', async () => {
      jest.mocked(getGenStatus).mockResolvedValue(status({ hasCompletedModels: false, currentlyTrainingModelName: 'Ann' }));
      renderAt(<BuyPacksPage />, '/buy-packs');
      const office = await screen.findByRole('article', { name: 'Office Headshots' });
      expect(office).not.toHaveTextContent('Needs a trained model');
      expect(titles()[0]).toBe('Beach Day');
    });
  });

  it('keeps the usual order and no note for a buyer with a trained model', async () => {
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [...PACKS, starter] });
    renderAt(<BuyPacksPage />, '/buy-packs');
    const office = await screen.findByRole('article', { name: 'Office Headshots' });
    expect(titles()[0]).toBe('Beach Day');
    expect(office).not.toHaveTextContent('Needs a trained model');
  });

  it('goes Home to / without a return path', async () => {
    sessionState.status = 'logged-out';
    renderAt(<BuyPacksPage />, '/buy-packs');
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
