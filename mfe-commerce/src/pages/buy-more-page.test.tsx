import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGenStatus, getPackages, getPhotoPacks, type GenStatus } from 'api-client';
import { renderAt, sessionState } from 'shared-ui/testing';
import { pack, PACKS, packagesWithCurrent } from '../test/commerce-fixtures';
import BuyMorePage from './buy-more-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackages: jest.fn(),
  getPhotoPacks: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const status = (credits: number, overrides: Partial<GenStatus> = {}): GenStatus => ({
  status: 'success', credits, trainingsIncluded: 0, hasCompletedModels: true, userHasPurchased: true, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null, ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
  jest.mocked(getGenStatus).mockResolvedValue(status(0));
  jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: PACKS });
  jest.mocked(getPackages).mockResolvedValue({ status: 'success', packages: packagesWithCurrent('pro') });
});

describe('BuyMorePage', () => {
  it('offers up to three packs to buy now, then the plans without the whale', async () => {
    renderAt(<BuyMorePage />, '/buy-more');
    const packs = screen.getByRole('region', { name: 'Photo packs' });
    expect(await within(packs).findAllByRole('button', { name: 'Buy Now' })).toHaveLength(3);
    const plans = screen.getByRole('region', { name: 'Save 35% with a subscription' });
    await within(plans).findByRole('article', { name: 'Starter' });
    expect(within(plans).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.textContent)).toHaveLength(3);
    expect(within(plans).queryByRole('article', { name: 'Whale' })).not.toBeInTheDocument();
    expect(within(within(plans).getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('shows each pack\'s credit price too', async () => {
    renderAt(<BuyMorePage />, '/buy-more');
    const beach = await screen.findByRole('article', { name: 'Beach Day' });
    expect(beach).toHaveTextContent('$7.99');
    expect(beach).toHaveTextContent('or 300 credits');
    expect(within(beach).queryByRole('button', { name: 'Generate with credits' })).not.toBeInTheDocument();
  });

  it('says when the credits already cover a pack and offers Generate with credits (to /packs) besides Buy Now', async () => {
    jest.mocked(getGenStatus).mockResolvedValue(status(500));
    renderAt(<BuyMorePage />, '/buy-more');
    const beach = await screen.findByRole('article', { name: 'Beach Day' });
    expect(beach).toHaveTextContent('Your 500 credits already cover this pack.');
    expect(within(beach).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    // Dating Profile costs 600 credits: not covered.
    const dating = screen.getByRole('article', { name: 'Dating Profile' });
    expect(dating).toHaveTextContent('or 600 credits');
    expect(within(dating).queryByRole('button', { name: 'Generate with credits' })).not.toBeInTheDocument();
    await userEvent.click(within(beach).getByRole('button', { name: 'Generate with credits' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/packs');
  });

  it('gives no credit price to a pack that includes training (credits buy packs without it)', async () => {
    jest.mocked(getGenStatus).mockResolvedValue(status(5000));
    const starter = pack({ PackageID: 9, Title: 'Dating Starter', IncludesTraining: true, Price: '$19.99', IsMostPopular: true });
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [starter, ...PACKS] });
    renderAt(<BuyMorePage />, '/buy-more');
    const card = await screen.findByRole('article', { name: 'Dating Starter' });
    expect(card).not.toHaveTextContent('credits');
    expect(within(card).queryByRole('button', { name: 'Generate with credits' })).not.toBeInTheDocument();
  });
});
