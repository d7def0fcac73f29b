import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, createPreview, getMyPreview, getPreview, PREVIEW_ALREADY_USED_MESSAGE, PREVIEW_FAILED_MESSAGE, PREVIEW_NOT_FOUND_MESSAGE, PREVIEWS_PAUSED_MESSAGE,
  runtimeSettings, type MyPreviewReply, type Preview, type PreviewImage,
} from 'api-client';
import { logAnalyticsEvent } from 'api-client/runtime';
import { renderAt, sessionState } from 'shared-ui/testing';
import { TEST_SETTINGS } from '../test/test-settings';
import {
  PREVIEW_EXPIRED_MESSAGE, PREVIEW_LOAD_FAILED_MESSAGE, TOO_MANY_PHOTOS_MESSAGE,
} from '../features/preview/preview-texts';
import OnboardingPage from './onboarding-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  createPreview: jest.fn(),
  getPreview: jest.fn(),
  getMyPreview: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const createMock = jest.mocked(createPreview);
const getPreviewMock = jest.mocked(getPreview);
const myPreviewMock = jest.mocked(getMyPreview);
const analyticsMock = jest.mocked(logAnalyticsEvent);

const ID = '5b0f3c9e-2f57-4d3a-9a61-0c1f4f3a7e10';
const b64 = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));
const STEP = `/onboarding?persona=${b64('professional')}&activated=1`;
const LINKEDIN: PreviewImage = { fileId: 'p1', url: '/ai-photographer/files/p1.jpg?sig=1', style: 'linkedin', title: 'LinkedIn headshot', packReference: 'linkedin-headshots' };
const OUTDOOR: PreviewImage = { fileId: 'p2', url: '/ai-photographer/files/p2.jpg?sig=2', style: 'outdoor', title: 'Relaxed outdoor portrait', packReference: 'dating-profile' };
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

const preview = (overrides: Partial<Preview> = {}): Preview => ({
  previewId: ID, status: 'processing', images: [], selfies: ['/ai-photographer/files/s1.jpg?sig=s'], expiresAt: inADay(), message: null, ...overrides,
});
const mine = (overrides: Partial<MyPreviewReply> = {}): MyPreviewReply => ({ preview: null, available: true, reason: null, retentionHours: 24, ...overrides });
const selfie = (name = 'me.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('selfie-files-input'), { target: { files } });
/** The analytics events sent so far, as "type funnel step". */
const events = () => analyticsMock.mock.calls.map(([e]) => `${e.eventType} ${e.funnelName} ${e.funnelStep}`);
const at = (url = STEP) => renderAt(<OnboardingPage />, url, '/onboarding');

function pointer(coarse: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)' })) as never;
}

beforeEach(() => {
  jest.clearAllMocks();
  analyticsMock.mockResolvedValue({ status: 'success' });
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
  sessionState.status = 'logged-in';
  myPreviewMock.mockResolvedValue(mine());
  pointer(false);
  // Refused and failed starts are logged; the tests assert what the user sees.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the preview step after activation', () => {
  it('comes first, says what it offers and how long the selfie is kept, and counts as shown', async () => {
    at();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See yourself first' })).toBeInTheDocument();
    expect(screen.getByText('One selfie, two free photos of you in under a minute.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose a selfie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a selfie' })).not.toBeInTheDocument();
    expect(screen.getByText('Your selfie and these previews are deleted after 24 hours, unless you use the selfie to train.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(events()).toEqual(['impression preview shown', 'impression onboarding preview']);
  });

  it('offers the front camera first on a phone, and the photo library', async () => {
    pointer(true);
    at();
    expect(await screen.findByRole('button', { name: 'Take a selfie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from my photos' })).toBeInTheDocument();
    expect(screen.getByTestId('selfie-camera-input')).toHaveAttribute('capture', 'user');
    expect(screen.getByTestId('selfie-camera-input')).toHaveAttribute('accept', 'image/*');
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Take a selfie' }));
    expect(click.mock.contexts[0]).toBe(screen.getByTestId('selfie-camera-input'));
    click.mockRestore();
  });

  it('sends the selfie, shows placeholders, then each photo as the polls return it, with Get 30 like this', async () => {
    jest.useFakeTimers();
    try {
      createMock.mockResolvedValue({ previewId: ID, status: 'processing' });
      getPreviewMock
        .mockResolvedValueOnce(preview())
        .mockResolvedValueOnce(preview({ images: [LINKEDIN] }))
        .mockResolvedValue(preview({ status: 'succeeded', images: [LINKEDIN, OUTDOOR] }));
      at();
      await screen.findByRole('button', { name: 'Choose a selfie' });
      const file = selfie();
      choose([file]);
      await waitFor(() => expect(createMock).toHaveBeenCalledWith({ file: [file] }));
      expect(await screen.findByText('Making your 2 preview photos: usually under a minute.')).toBeInTheDocument();
      expect(getPreviewMock).toHaveBeenCalledWith({ previewId: ID }, { signal: expect.any(AbortSignal) });
      expect(screen.getAllByTestId('preview-placeholder')).toHaveLength(2);
      expect(screen.getByRole('progressbar', { name: 'Making your preview: LinkedIn headshot' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(screen.getByRole('status')).toHaveTextContent('LinkedIn headshot is ready (1 of 2). The next one is on its way.');
      const first = screen.getByRole('img', { name: 'Preview of you: LinkedIn headshot' });
      fireEvent.load(first);
      expect(screen.getAllByTestId('preview-placeholder')).toHaveLength(1);

      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(screen.getByRole('status')).toHaveTextContent('Your 2 preview photos are ready.');
      const outdoor = within(screen.getAllByTestId('preview-photo')[1] as HTMLElement);
      expect(outdoor.getByText('Relaxed outdoor portrait')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(6000));
      expect(getPreviewMock).toHaveBeenCalledTimes(3);

      fireEvent.click(outdoor.getByRole('link', { name: 'Get 30 like this (Relaxed outdoor portrait)' }));
      expect(screen.getByTestId('where')).toHaveTextContent(`/buy-packs?pack=dating-profile&persona=${b64('professional')}`);
      expect(events()).toEqual([
        'impression preview shown',
        'impression onboarding preview',
        'other preview selfie-sent',
        'impression preview preview-seen',
        'other preview pack-chosen',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's reason for a refused selfie, with Try another selfie, and does not count it as used", async () => {
    createMock.mockRejectedValueOnce(new ApiError('Bad Request', 400, { message: 'No face found' }));
    at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie()]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No face found');
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try another selfie' }));
    expect(click.mock.contexts[0]).toBe(screen.getByTestId('selfie-files-input'));
    click.mockRestore();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();

    createMock.mockResolvedValue({ previewId: ID, status: 'processing' });
    getPreviewMock.mockResolvedValue(preview());
    const second = selfie('other.jpg');
    choose([second]);
    await waitFor(() => expect(createMock).toHaveBeenLastCalledWith({ file: [second] }));
    expect(await screen.findAllByTestId('preview-placeholder')).toHaveLength(2);
  });

  it('sends up to three photos, and says so when more are picked', async () => {
    at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie('1.jpg'), selfie('2.jpg'), selfie('3.jpg'), selfie('4.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY_PHOTOS_MESSAGE);
    expect(createMock).not.toHaveBeenCalled();
    createMock.mockResolvedValue({ previewId: ID, status: 'processing' });
    getPreviewMock.mockResolvedValue(preview());
    const three = [selfie('1.jpg'), selfie('2.jpg'), selfie('3.jpg')];
    choose(three);
    await waitFor(() => expect(createMock).toHaveBeenCalledWith({ file: three }));
  });

  it('says previews are paused for today and offers the way on', async () => {
    createMock.mockRejectedValue(new ApiError('Too Many Requests', 429, { message: PREVIEWS_PAUSED_MESSAGE }));
    at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie()]);
    expect(await screen.findByText(PREVIEWS_PAUSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a selfie' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Photo packs: every headshot you need' })).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('shows a throttle in its own words, and the paused message when a 429 has none', async () => {
    const throttled = 'Too many previews were started from this network or device. Please try again in an hour.';
    createMock.mockRejectedValueOnce(new ApiError('Too Many Requests', 429, { message: throttled }));
    const view = at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie()]);
    expect(await screen.findByText(throttled)).toBeInTheDocument();
    view.unmount();
    createMock.mockRejectedValueOnce(new ApiError('Too Many Requests', 429, ''));
    at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie()]);
    expect(await screen.findByText(PREVIEWS_PAUSED_MESSAGE)).toBeInTheDocument();
  });

  it('says so when the preview failed, and offers the way on', async () => {
    createMock.mockResolvedValue({ previewId: ID, status: 'processing' });
    getPreviewMock.mockResolvedValue(preview({ status: 'failed' }));
    at();
    await screen.findByRole('button', { name: 'Choose a selfie' });
    choose([selfie()]);
    expect(await screen.findByText(PREVIEW_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('preview-placeholder')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('shows the preview a user already made, with no chooser', async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used', preview: preview({ status: 'succeeded', images: [LINKEDIN, OUTDOOR] }) }));
    getPreviewMock.mockResolvedValue(preview({ status: 'succeeded', images: [LINKEDIN, OUTDOOR] }));
    at();
    expect(await screen.findByRole('link', { name: 'Get 30 like this (LinkedIn headshot)' }))
      .toHaveAttribute('href', `/buy-packs?pack=linkedin-headshots&persona=${b64('professional')}`);
    expect(screen.queryByRole('button', { name: 'Choose a selfie' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it.each([
    ['deleted', mine({ available: false, reason: 'used' })],
    ['past its expiry', mine({ available: false, reason: 'used', preview: preview({ status: 'succeeded', images: [LINKEDIN], expiresAt: '2020-01-01T00:00:00.000Z' }) })],
  ])('says a used preview was deleted when it is %s, and offers the way on', async (_, reply) => {
    myPreviewMock.mockResolvedValue(reply);
    getPreviewMock.mockResolvedValue(reply.preview ?? preview());
    at();
    expect(await screen.findByText(PREVIEW_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Preview of you/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("tells another account of the same person that its address had the free preview, not that it was deleted", async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used-by-address' }));
    at();
    expect(await screen.findByText(PREVIEW_ALREADY_USED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a selfie' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the preview is gone (404)", async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'used', preview: preview() }));
    getPreviewMock.mockRejectedValue(new ApiError('Not Found', 404, { message: PREVIEW_NOT_FOUND_MESSAGE }));
    at();
    expect(await screen.findByText(PREVIEW_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says previews are paused before any selfie when the day’s budget is spent', async () => {
    myPreviewMock.mockResolvedValue(mine({ available: false, reason: 'paused' }));
    at();
    expect(await screen.findByText(PREVIEWS_PAUSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a selfie' })).not.toBeInTheDocument();
  });

  it('is skippable: Skip goes on to the pack slides and is counted', async () => {
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'Photo packs: every headshot you need' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Why use AI?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See packs & pricing' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/buy-packs?persona=${b64('professional')}`);
    expect(events()).toContain('other onboarding preview:skip');
    expect(createMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the preview cannot be loaded', async () => {
    myPreviewMock.mockRejectedValueOnce(new ApiError('Forbidden', 403, {})).mockResolvedValue(mine());
    at();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PREVIEW_LOAD_FAILED_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose a selfie' })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in, with the way back', async () => {
    sessionState.status = 'logged-out';
    at();
    expect(screen.getByText('Log in to make your free preview.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/^\/login\?r=/);
    expect(myPreviewMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });
});

describe('the preview step after a failed preview the server lets the user retry', () => {
  it('offers the chooser again', async () => {
    myPreviewMock.mockResolvedValue(mine({ available: true, preview: preview({ status: 'failed', message: PREVIEW_FAILED_MESSAGE }) }));
    at();
    expect(await screen.findByRole('button', { name: 'Choose a selfie' })).toBeInTheDocument();
    expect(getPreviewMock).not.toHaveBeenCalled();
  });
});
