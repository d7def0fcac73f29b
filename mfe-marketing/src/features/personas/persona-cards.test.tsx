import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLastPackPurchase } from 'api-client/runtime';
import { refreshSessionMock, renderAt, sessionState } from 'shared-ui/testing';
import { trackEvent } from '../../analytics/track-event';
import { PERSONA_CONTENT } from '../../content/persona-content';
import { PersonaCards } from './persona-cards';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
jest.mock('../../analytics/track-event', () => ({ trackEvent: jest.fn() }));
jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  getLastPackPurchase: jest.fn(),
  getGenStatus: jest.fn(),
}));

const track = jest.mocked(trackEvent);
const lastPurchase = jest.mocked(getLastPackPurchase);
const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));

function renderCards(search = '') {
  return renderAt(<PersonaCards personas={PERSONA_CONTENT} search={search} />, `/${search}`, '/');
}

beforeEach(() => {
  track.mockReset();
  lastPurchase.mockReset();
  refreshSessionMock.mockReset();
});

describe('PersonaCards', () => {
  it('shows three persona cards with their calls-to-action', () => {
    sessionState.status = 'logged-out';
    renderCards();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Get influencer photos', 'Upgrade my LinkedIn photo', 'Get dating app photos']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('alt'))).toBe(true);
  });

  it('sends a visitor to onboarding with the base64 persona and logs the click', async () => {
    sessionState.status = 'logged-out';
    renderCards();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade my LinkedIn photo' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/onboarding?persona=${b64('professional')}`);
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: 'conversion', funnelName: 'onboarding', persona: 'professional' }),
    );
    expect(lastPurchase).not.toHaveBeenCalled();
  });

  it('keeps the referral id of the landing URL on the way to onboarding', () => {
    sessionState.status = 'logged-out';
    renderCards('?rid=abc123');
    expect(screen.getByRole('link', { name: 'Get dating app photos' })).toHaveAttribute(
      'href',
      `/onboarding?persona=${b64('single')}&rid=abc123`,
    );
  });

  it('sends a signed-in user with a pack needing training to train, logging persona-to-train', async () => {
    sessionState.status = 'logged-in';
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 1, trainingRequired: true });
    renderCards();
    await userEvent.click(screen.getByRole('link', { name: 'Get influencer photos' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/train'));
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({ funnelName: 'persona-to-train', persona: 'influencer', eventType: 'conversion' }),
    );
  });

  it('sends a signed-in user to gen when the lookup fails, logging persona-to-gen', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionState.status = 'logged-in';
    lastPurchase.mockRejectedValue(new Error('down'));
    renderCards();
    await userEvent.click(screen.getByRole('link', { name: 'Get dating app photos' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gen'));
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ funnelName: 'persona-to-gen', persona: 'single' }));
  });

  it('asks the server for the login state when it is not known yet', async () => {
    sessionState.status = 'unknown';
    refreshSessionMock.mockResolvedValue('logged-in');
    lastPurchase.mockResolvedValue({ status: 'success', purchaseId: 1, trainingRequired: false });
    renderCards();
    await userEvent.click(screen.getByRole('link', { name: 'Get influencer photos' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gen'));
    expect(refreshSessionMock).toHaveBeenCalled();
  });
});
