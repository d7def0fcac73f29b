import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getGenStatus, getMyPreview, getPhotoPacks, getPreview, type GenStatus, type MyPreviewReply, type Preview, type PreviewImage } from 'api-client';
import { logAnalyticsEvent } from 'api-client/runtime';
import { encodeBase64Param } from 'shared-ui';
import { renderAt, sessionState } from 'shared-ui/testing';
import { pack, PACKS } from '../test/commerce-fixtures';
import BuyPacksPage from './buy-packs-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPhotoPacks: jest.fn(),
  getMyPreview: jest.fn(),
  getPreview: jest.fn(),
  // The price story's plans are not what these tests are about: they never answer.
  getPackages: jest.fn(() => new Promise(() => undefined)),
}));

const myPreviewMock = jest.mocked(getMyPreview);
const getPreviewMock = jest.mocked(getPreview);
const ID = '5b0f3c9e-2f57-4d3a-9a61-0c1f4f3a7e10';
const LINKEDIN: PreviewImage = { fileId: 'p1', url: '/ai-photographer/files/p1.jpg?sig=1', style: 'linkedin', title: 'LinkedIn headshot', packReference: 'office-headshots' };
const OUTDOOR: PreviewImage = { fileId: 'p2', url: '/ai-photographer/files/p2.jpg?sig=2', style: 'outdoor', title: 'Relaxed outdoor portrait', packReference: 'dating-profile' };
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const preview = (overrides: Partial<Preview> = {}): Preview => ({
  previewId: ID, status: 'succeeded', images: [LINKEDIN, OUTDOOR], selfies: [], expiresAt: inADay(), message: null, ...overrides,
});
const mine = (overrides: Partial<MyPreviewReply> = {}): MyPreviewReply => ({ preview: null, available: true, reason: null, retentionHours: 24, ...overrides });
const status = (overrides: Partial<GenStatus> = {}): GenStatus => ({
  status: 'success', credits: 0, trainingsIncluded: 0, hasCompletedModels: false, userHasPurchased: false, persona: null, isMockMode: false,
  showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null, ...overrides,
});
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const events = () => jest.mocked(logAnalyticsEvent).mock.calls.map(([e]) => `${e.eventType} ${e.funnelName} ${e.funnelStep}`);

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'logged-in';
  jest.mocked(getGenStatus).mockResolvedValue(status());
  jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: PACKS });
  myPreviewMock.mockResolvedValue(mine());
});

describe('buy-packs and the free preview', () => {
  it('invites a signed-in user who has bought nothing to see themselves first, on the preview step', async () => {
    renderAt(<BuyPacksPage />, `/buy-packs?persona=${encodeURIComponent(encodeBase64Param('single'))}`);
    const invitation = await screen.findByRole('region', { name: 'See yourself first' });
    expect(invitation).toHaveTextContent('One selfie, two free photos of you in under a minute.');
    expect(within(invitation).getByRole('link', { name: 'Make my free preview' }))
      .toHaveAttribute('href', `/onboarding?persona=${encodeURIComponent(encodeBase64Param('single'))}&activated=1`);
    expect(events()).toContain('impression preview shown');
  });

  it.each([
    ['who has bought something', () => jest.mocked(getGenStatus).mockResolvedValue(status({ userHasPurchased: true }))],
    ['whose previews are paused', () => myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'paused' }))],
    ['whose preview was deleted', () => myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used' }))],
    ['whose preview cannot be loaded', () => myPreviewMock.mockRejectedValue(new Error('offline'))],
  ])('invites no user %s', async (_, arrange) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    arrange();
    renderAt(<BuyPacksPage />, '/buy-packs');
    await screen.findByRole('article', { name: 'Office Headshots' });
    await waitFor(() => expect(myPreviewMock).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'See yourself first' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your free preview' })).not.toBeInTheDocument();
  });

  it('asks nothing about a preview for a visitor', async () => {
    sessionState.status = 'logged-out';
    renderAt(<BuyPacksPage />, '/buy-packs');
    await screen.findByRole('article', { name: 'Office Headshots' });
    expect(myPreviewMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'See yourself first' })).not.toBeInTheDocument();
  });

  it("shows the user's preview with Get 30 like this, which brings that pack first, labelled and focused", async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used', preview: preview() }));
    renderAt(<BuyPacksPage />, '/buy-packs', '/buy-packs');
    const yours = await screen.findByRole('region', { name: 'Your free preview' });
    expect(within(yours).getAllByRole('img', { name: /^Preview of you: / })).toHaveLength(2);
    expect(yours).toHaveTextContent('Your selfie and these previews are deleted after 24 hours, unless you use the selfie to train.');
    expect(screen.queryByRole('region', { name: 'See yourself first' })).not.toBeInTheDocument();
    expect(getPreviewMock).not.toHaveBeenCalled();
    await screen.findByRole('article', { name: 'Office Headshots' });
    fireEvent.click(within(yours).getByRole('link', { name: 'Get 30 like this (Relaxed outdoor portrait)' }));
    expect(events()).toContain('other preview pack-chosen');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Dating Profile' })).toHaveFocus());
    expect(titles()[0]).toBe('Dating Profile');
  });

  it('without a model, lands on the starter that makes that pack and includes the training: first, labelled, focused', async () => {
    const starter = pack({ PackageID: 9, Reference: 'dating-starter', Title: 'Dating Starter', Persona: 'single', IncludesTraining: true, Price: '$19.99', MakesPhotosOf: 'dating-profile' });
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [...PACKS, starter] });
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      renderAt(<BuyPacksPage />, '/buy-packs?pack=dating-profile');
      const featured = await screen.findByRole('article', { name: 'Dating Starter' });
      expect(titles()[0]).toBe('Dating Starter');
      expect(featured).toHaveAccessibleDescription('Like your preview · training included');
      await waitFor(() => expect(featured).toHaveFocus());
      expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
      // The pack alone still says what the training adds.
      expect(screen.getByRole('article', { name: 'Dating Profile' })).toHaveTextContent('Needs a trained model');
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('with a model, lands on the pack itself', async () => {
    jest.mocked(getGenStatus).mockResolvedValue(status({ hasCompletedModels: true, userHasPurchased: true }));
    const starter = pack({ PackageID: 9, Reference: 'dating-starter', Title: 'Dating Starter', Persona: 'single', IncludesTraining: true, Price: '$19.99', MakesPhotosOf: 'dating-profile' });
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [...PACKS, starter] });
    renderAt(<BuyPacksPage />, '/buy-packs?pack=dating-profile');
    const dating = await screen.findByRole('article', { name: 'Dating Profile' });
    expect(titles()[0]).toBe('Dating Profile');
    expect(dating).toHaveAccessibleDescription('Like your preview');
  });

  it('keeps the usual order for a pack it does not sell', async () => {
    renderAt(<BuyPacksPage />, '/buy-packs?pack=no-such-pack');
    await screen.findByRole('article', { name: 'Office Headshots' });
    expect(titles()).toEqual(['Beach Day', 'Office Headshots', 'Dating Profile', 'City Nights']);
    expect(screen.queryByText('Like your preview')).not.toBeInTheDocument();
  });

  it('polls a preview still being made, showing each photo as it arrives', async () => {
    jest.useFakeTimers();
    try {
      myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used', preview: preview({ status: 'processing', images: [] }) }));
      getPreviewMock
        .mockResolvedValueOnce(preview({ status: 'processing', images: [LINKEDIN] }))
        .mockResolvedValue(preview());
      renderAt(<BuyPacksPage />, '/buy-packs');
      const yours = await screen.findByRole('region', { name: 'Your free preview' });
      await waitFor(() => expect(within(yours).getAllByTestId('preview-photo')).toHaveLength(1));
      expect(within(yours).getAllByTestId('preview-placeholder')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(within(yours).getAllByTestId('preview-photo')).toHaveLength(2);
      expect(getPreviewMock).toHaveBeenCalledWith({ previewId: ID }, { signal: expect.any(AbortSignal) });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows nothing of a preview past its expiry', async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used', preview: preview({ expiresAt: '2020-01-01T00:00:00.000Z' }) }));
    renderAt(<BuyPacksPage />, '/buy-packs');
    await screen.findByRole('article', { name: 'Office Headshots' });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Your free preview' })).not.toBeInTheDocument();
  });
});
