import { screen, within } from '@testing-library/react';
import { getPackages, getPhotoPacks } from 'api-client';
import { renderAt, sessionState } from 'shared-ui/testing';
import { PACKS, packagesWithCurrent } from '../test/commerce-fixtures';
import BuyMorePage from './buy-more-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackages: jest.fn(),
  getPhotoPacks: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
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
});
