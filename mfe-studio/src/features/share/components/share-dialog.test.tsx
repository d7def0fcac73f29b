import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALREADY_REWARDED_MESSAGE, ApiError, checkEligibility, CREDITS_AWARDED_MESSAGE, ELIGIBILITY_CHECK_FAILED_REASON, getOfferType,
  getShareStatus, PREPARE_FOR_REDDIT_FAILED_MESSAGE, REVOKE_SHARE_FAILED_MESSAGE, revokeShare, SHARE_FAILED_MESSAGE,
  SHARE_IMAGE_NOT_FOUND_MESSAGE, SHARE_LINK_FAILED_MESSAGE, SHARE_STATUS_FAILED_MESSAGE, shareImage, uploadForReddit,
  verifyRedditShare, type checkEligibilityCall, type ReplyOf, type verifyRedditShareCall,
} from 'api-client';
import { image } from '../../../test/gen-fixtures';
import { CLOSE_AFTER_AWARD_MS, COPY_URL_FAILED_MESSAGE, redditSubmitUrl, URL_COPIED_MESSAGE } from '../reddit-share';
import { SHARING_STOPPED_MESSAGE, STOP_SHARING_CONSEQUENCE } from '../share-link';
import { ShareDialog } from './share-dialog';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  checkEligibility: jest.fn(),
  getOfferType: jest.fn(),
  uploadForReddit: jest.fn(),
  verifyRedditShare: jest.fn(),
  getShareStatus: jest.fn(),
  shareImage: jest.fn(),
  revokeShare: jest.fn(),
}));

const PHOTO = image('a1', { url: '/ai-photographer/files/a1.jpg?exp=9&sig=s' });
const PHOTO_URL = 'http://localhost/ai-photographer/files/a1.jpg?exp=9&sig=s';
const SHARE_URL = 'https://photographer.example/s/AbCdEfGhIjKlMnOpQrStUv';
const HOSTED = 'https://i.imgur.example/abc.jpg';
const POST = 'https://www.reddit.com/r/aiart/comments/abc123/x/';

const eligible: ReplyOf<typeof checkEligibilityCall> = { isEligible: true, reason: null, outputImages: [] };
const awarded: ReplyOf<typeof verifyRedditShareCall> = { status: 'success', message: 'Verified', credits: 50 };

/** The new tab the dialog opens in the click, before the upload answers. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, close: jest.fn(), location: { href: '' } };
}

let onClose: jest.Mock;
let onCreditsAwarded: jest.Mock;
let openSpy: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  onClose = jest.fn();
  onCreditsAwarded = jest.fn();
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
  jest.mocked(checkEligibility).mockResolvedValue(eligible);
  jest.mocked(getOfferType).mockResolvedValue({ ID: 'reddit_share', CreditsAmount: 50 });
  jest.mocked(uploadForReddit).mockResolvedValue({ imgurUrl: HOSTED });
  jest.mocked(verifyRedditShare).mockResolvedValue(awarded);
  jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: null });
  jest.mocked(shareImage).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
  jest.mocked(revokeShare).mockResolvedValue({ status: 'success' });
});

afterEach(() => {
  jest.useRealTimers();
});

function renderDialog() {
  return render(<ShareDialog image={PHOTO} onClose={onClose} onCreditsAwarded={onCreditsAwarded} />);
}

const offerSwitch = () => screen.findByRole('switch', { name: /free credits for posting it on Reddit/ });

function stubClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareDialog: eligibility', () => {
  it('opens in offer mode when eligible, with the amount from the offer type', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Share this photo' })).toBeInTheDocument();
    const toggle = await offerSwitch();
    expect(toggle).toHaveAccessibleName('Get 50 free credits for posting it on Reddit');
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'r/aiart' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'r/selfies' })).not.toBeChecked();
    expect(checkEligibility).toHaveBeenCalledWith({ offerTypeId: 'reddit_share' });
  });

  it('keeps the offer off and says why when not eligible', async () => {
    jest.mocked(checkEligibility).mockResolvedValue({ isEligible: false, reason: 'You have already earned this offer', outputImages: [] });
    renderDialog();
    const toggle = await offerSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('You have already earned this offer');
    expect(await screen.findByRole('button', { name: 'Create public link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for Credits' })).not.toBeInTheDocument();
  });

  it("reads a failed check as not eligible, with 'Failed to check offer eligibility'", async () => {
    jest.mocked(checkEligibility).mockRejectedValue(new ApiError('boom', 500, { message: 'Internal error' }));
    renderDialog();
    const toggle = await offerSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(ELIGIBILITY_CHECK_FAILED_REASON);
    expect(await screen.findByRole('button', { name: 'Create public link' })).toBeInTheDocument();
  });

  it('still offers the switch when the amount fails to load, without a number', async () => {
    jest.mocked(getOfferType).mockRejectedValue(new ApiError('nope', 404, { message: 'Not found' }));
    renderDialog();
    expect(await offerSwitch()).toHaveAccessibleName('Get free credits for posting it on Reddit');
  });
});

describe('ShareDialog: normal share (a public page of the photo)', () => {
  /** The dialog with the offer switched off (or not offered), as the normal share shows. */
  async function renderNormalShare() {
    jest.mocked(checkEligibility).mockResolvedValue({ isEligible: false, reason: null, outputImages: [] });
    renderDialog();
    await offerSwitch();
  }

  it('asks whether the photo is shared, and offers to make a link, saying who can see it and for how long', async () => {
    let answer: (reply: { status: 'success'; shareUrl: string | null }) => void = () => undefined;
    jest.mocked(getShareStatus).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderNormalShare();
    expect(screen.getByText('Checking whether this photo is shared')).toBeInTheDocument();
    expect(getShareStatus).toHaveBeenCalledWith({ fileId: 'a1' }, expect.anything());
    await act(async () => answer({ status: 'success', shareUrl: null }));
    expect(screen.getByText(/Anyone with its link can see the photo/)).toHaveTextContent(/does not expire/);
    expect(screen.getByRole('button', { name: 'Create public link' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Photo link' })).not.toBeInTheDocument();
    expect(shareImage).not.toHaveBeenCalled();
  });

  it('makes the link on request, shows it, and puts focus on Copy link', async () => {
    let answer: (reply: { status: 'success'; shareUrl: string }) => void = () => undefined;
    jest.mocked(shareImage).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderNormalShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Create public link' }));
    expect(shareImage).toHaveBeenCalledWith({ fileId: 'a1' });
    expect(screen.getByRole('button', { name: 'Create public link' })).toBeDisabled();
    await act(async () => answer({ status: 'success', shareUrl: SHARE_URL }));
    expect(screen.getByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
    expect(screen.getByRole('textbox', { name: 'Photo link' })).toHaveAccessibleDescription('Anyone with this link can see the photo until you stop sharing it.');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  });

  it("shows a photo's existing link at once, copies it, says so, and clears the message after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    const writeText = jest.fn(() => Promise.resolve());
    renderDialog();
    await user.click(await offerSwitch());
    // userEvent.setup installs its own clipboard stub: replace it after setup.
    stubClipboard(writeText);
    expect(await screen.findByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(await screen.findByText(URL_COPIED_MESSAGE)).toHaveAttribute('role', 'status');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText(URL_COPIED_MESSAGE)).not.toBeInTheDocument();
    expect(shareImage).not.toHaveBeenCalled();
  });

  it("says 'Failed to copy URL' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    await renderNormalShare();
    stubClipboard(jest.fn(() => Promise.reject(new Error('NotAllowedError'))));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_URL_FAILED_MESSAGE);
  });

  it('Stop sharing asks first; Keep sharing changes nothing and gives focus back', async () => {
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    await renderNormalShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    const question = screen.getByRole('group', { name: 'Stop sharing this photo?' });
    expect(question).toHaveAccessibleDescription(STOP_SHARING_CONSEQUENCE);
    expect(within(question).getByRole('button', { name: 'Keep sharing' })).toHaveFocus();
    expect(revokeShare).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Stop sharing this photo?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
    expect(revokeShare).not.toHaveBeenCalled();
  });

  it('confirmed, stops sharing, says the link no longer works, and offers a new link', async () => {
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    let answer: (reply: { status: 'success' }) => void = () => undefined;
    jest.mocked(revokeShare).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderNormalShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    const question = screen.getByRole('group', { name: 'Stop sharing this photo?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stop sharing' }));
    expect(revokeShare).toHaveBeenCalledWith({ fileId: 'a1' });
    expect(within(question).getByRole('button', { name: 'Keep sharing' })).toBeDisabled();
    await act(async () => answer({ status: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent(SHARING_STOPPED_MESSAGE);
    expect(screen.queryByRole('textbox', { name: 'Photo link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create public link' })).toHaveFocus();
  });

  it('keeps the link and says so when stopping fails', async () => {
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    jest.mocked(revokeShare).mockRejectedValue(new ApiError('x', 500, { message: 'Internal error' }));
    await renderNormalShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Stop sharing this photo?' })).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVOKE_SHARE_FAILED_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
  });

  it("says why a link could not be made: the server's reason for a 4xx, a plain sentence otherwise", async () => {
    jest.mocked(shareImage)
      .mockRejectedValueOnce(new ApiError('Not Found', 404, { message: SHARE_IMAGE_NOT_FOUND_MESSAGE }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderNormalShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Create public link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_IMAGE_NOT_FOUND_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Create public link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SHARE_LINK_FAILED_MESSAGE));
  });

  it('still shows the link made here after the offer is switched on and off again', async () => {
    renderDialog();
    await userEvent.click(await offerSwitch());
    jest.mocked(getShareStatus).mockResolvedValue({ status: 'success', shareUrl: SHARE_URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Create public link' }));
    expect(await screen.findByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
    expect(shareImage).toHaveBeenCalledTimes(1);
  });

  it('says when it cannot tell whether the photo is shared, and Try again asks again', async () => {
    jest.mocked(getShareStatus)
      .mockRejectedValueOnce(new ApiError('Not Found', 404, { message: SHARE_IMAGE_NOT_FOUND_MESSAGE }))
      .mockResolvedValueOnce({ status: 'success', shareUrl: SHARE_URL });
    await renderNormalShare();
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_STATUS_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Photo link' })).toHaveValue(SHARE_URL);
  });
});

describe('ShareDialog: offer mode', () => {
  it('opens the tab in the click, uploads the photo, then points the tab at the submit page of the chosen community', async () => {
    const tab = fakeTab();
    openSpy.mockImplementation(() => tab as unknown as Window);
    let answer: (reply: { imgurUrl: string }) => void = () => undefined;
    jest.mocked(uploadForReddit).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderDialog();
    await offerSwitch();
    await userEvent.click(screen.getByRole('radio', { name: 'r/selfies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prepare image and open Reddit' }));

    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(uploadForReddit).toHaveBeenCalledWith({ imageUrl: PHOTO_URL });
    expect(screen.getByRole('button', { name: 'Preparing image…' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'r/aiart' })).toBeDisabled();

    await act(async () => answer({ imgurUrl: HOSTED }));
    expect(tab.location.href).toBe(redditSubmitUrl('selfies', HOSTED));
    expect(screen.getByRole('status')).toHaveTextContent('Reddit opened in a new tab.');
    expect(screen.getByRole('link', { name: 'Open r/selfies submit page' })).toHaveAttribute('href', redditSubmitUrl('selfies', HOSTED));
  });

  it('offers a link when the browser blocks the new tab', async () => {
    renderDialog();
    await offerSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare image and open Reddit' }));
    const link = await screen.findByRole('link', { name: 'Open r/aiart submit page' });
    expect(link).toHaveAttribute('href', redditSubmitUrl('aiart', HOSTED));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('status')).toHaveTextContent('Your browser kept Reddit from opening.');
  });

  it("says 'Failed to prepare image for Reddit' and closes the blank tab when the upload fails", async () => {
    const tab = fakeTab();
    openSpy.mockImplementation(() => tab as unknown as Window);
    jest.mocked(uploadForReddit).mockRejectedValue(new ApiError('x', 502, { message: 'Upstream' }));
    renderDialog();
    await offerSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare image and open Reddit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PREPARE_FOR_REDDIT_FAILED_MESSAGE);
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Prepare image and open Reddit' })).toBeEnabled();
  });

  it("needs a post URL; on success says 'Credits awarded!', refreshes pending credits and closes after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (reply: typeof awarded) => void = () => undefined;
    jest.mocked(verifyRedditShare).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderDialog();
    await user.click(await offerSwitch()); // off…
    await user.click(screen.getByRole('switch')); // …and on again: the user's choice sticks
    const submit = screen.getByRole('button', { name: 'Submit for Credits' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reddit post URL' }), `  ${POST} `);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(verifyRedditShare).toHaveBeenCalledWith({ redditPostUrl: POST });
    // The reply lands while the clock stands still (findBy… would move it on).
    await act(async () => answer(awarded));
    expect(screen.getByText(CREDITS_AWARDED_MESSAGE)).toHaveAttribute('role', 'status');
    expect(onCreditsAwarded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submit for Credits' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_AWARD_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is busy while the post is being verified', async () => {
    jest.mocked(verifyRedditShare).mockImplementation(() => new Promise(() => undefined));
    renderDialog();
    await offerSwitch();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reddit post URL' }), POST);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Credits' }));
    expect(screen.getByRole('button', { name: 'Submit for Credits' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Reddit post URL' })).toHaveAttribute('readonly');
  });

  it("shows the server's reason for a refused post, and 'Failed to share image' when there is none", async () => {
    jest.mocked(verifyRedditShare)
      .mockResolvedValueOnce({ status: 'failed', message: 'The post is not in r/aiart or r/selfies', credits: 0 })
      .mockResolvedValueOnce({ status: 'failed', message: '', credits: 0 });
    renderDialog();
    await offerSwitch();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reddit post URL' }), POST);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The post is not in r/aiart or r/selfies');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Credits' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SHARE_FAILED_MESSAGE));
    expect(onCreditsAwarded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the post has already earned credits on HTTP 400', async () => {
    jest.mocked(verifyRedditShare).mockRejectedValue(new ApiError('Bad Request', 400, { message: 'Already rewarded' }));
    renderDialog();
    await offerSwitch();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reddit post URL' }), POST);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REWARDED_MESSAGE);
  });
});

describe('ShareDialog: as a dialog', () => {
  it('closes on Escape and on Close', async () => {
    renderDialog();
    await offerSwitch();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
