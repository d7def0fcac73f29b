import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutPhotoPack, getPhotoPacks } from 'api-client';
import { encodeBase64Param } from 'shared-ui';
import { renderAt, sessionState } from 'shared-ui/testing';
import { redirectBrowser } from '../lib/checkout/browser-redirect';
import { pack, PACKS } from '../test/commerce-fixtures';
import BuyPacksPage, { personaFromQuery } from './buy-packs-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPhotoPacks: jest.fn(),
  checkoutPhotoPack: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));
jest.mock('../lib/checkout/browser-redirect', () => ({ redirectBrowser: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
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

  it('has Home and Log in for visitors, and buying sends them to log in', async () => {
    sessionState.status = 'logged-out';
    renderAt(<BuyPacksPage />, '/buy-packs');
    const office = await screen.findByRole('article', { name: 'Office Headshots' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(within(office).getByRole('button', { name: 'Purchase Pack' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\?r=/);
    expect(checkoutPhotoPack).not.toHaveBeenCalled();
  });

  it('goes Home to / without a return path', async () => {
    sessionState.status = 'logged-out';
    renderAt(<BuyPacksPage />, '/buy-packs');
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
