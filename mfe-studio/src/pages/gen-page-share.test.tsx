import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkEligibility, CREDITS_AWARDED_MESSAGE, getGenStatus, getImageDetails, getModels, getOfferType, getPendingFreeCredits,
  getShareStatus, updateLatestModel, verifyRedditShare,
} from 'api-client';
import { renderAt } from 'shared-ui/testing';
import { baseModel, genStatus, image, loraModel } from '../test/gen-fixtures';
import GenPage from './gen-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// The page's first render takes shared-ui's start-up and first-render entries: the same spies through them.
jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
// The first data's calls are api-client/runtime's (schema-free); 'api-client' re-exports these mocks.
jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  getGenStatus: jest.fn(),
  getModels: jest.fn(),
  getPendingFreeCredits: jest.fn(),
}));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getMyPackPurchases: jest.fn(() => Promise.resolve({ status: 'success', purchases: [], pendingPurchaseId: null })),
  updateLatestModel: jest.fn(),
  getImageDetails: jest.fn(),
  checkEligibility: jest.fn(),
  getOfferType: jest.fn(),
  uploadForReddit: jest.fn(),
  verifyRedditShare: jest.fn(),
  getShareStatus: jest.fn(),
}));

jest.setTimeout(20_000);

const anna = loraModel('7', 'Anna', { Images: [image('a1'), image('a2')] });
const PENDING_50 = '50 free credits pending — added after the post has stayed up for a day';

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getGenStatus).mockResolvedValue(genStatus());
  jest.mocked(getModels).mockResolvedValue({ status: 'success', models: [baseModel(), anna] });
  jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 0 });
  jest.mocked(updateLatestModel).mockResolvedValue({ status: 'success' });
  jest.mocked(getImageDetails).mockResolvedValue({ status: 'success', prompt: 'a prompt' });
  jest.mocked(checkEligibility).mockResolvedValue({ isEligible: true, reason: null, outputImages: [] });
  jest.mocked(getOfferType).mockResolvedValue({ ID: 'reddit_share', CreditsAmount: 50 });
  jest.mocked(verifyRedditShare).mockResolvedValue({ status: 'success', message: 'Verified', credits: 50 });
  jest.mocked(getShareStatus).mockImplementation(async ({ fileId }) => ({ status: 'success', shareUrl: `https://photographer.example/s/${fileId}` }));
});

async function renderGen() {
  renderAt(<GenPage />, '/gen');
  return screen.findByRole('list', { name: 'My photos' });
}
const shareDialog = () => screen.findByRole('dialog', { name: 'Share this photo' });

describe('GenPage: sharing', () => {
  it("opens the share dialog from a photo's Share button, for that photo, and gives focus back on Escape", async () => {
    const list = await renderGen();
    const share = within(list).getByRole('button', { name: 'Share image 2' });
    await userEvent.click(share);
    const dialog = await shareDialog();
    await userEvent.click(await within(dialog).findByRole('switch'));
    expect(await within(dialog).findByRole('textbox', { name: 'Photo link' })).toHaveValue('https://photographer.example/s/a2');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share this photo' })).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });

  it("opens it over the viewer from the viewer's Share; Escape closes the dialog, not the viewer", async () => {
    const list = await renderGen();
    await userEvent.click(within(list).getByRole('button', { name: 'Open image 1' }));
    // The viewer's code loads with its first opening (not part of the page's first render).
    const viewer = await screen.findByRole('dialog', { name: 'Photo of Anna' });
    const share = within(viewer).getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    await shareDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share this photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Photo of Anna' })).toBeInTheDocument();
    expect(share).toHaveFocus();
  });

  it('asks for pending free credits again once a post earned them, and shows the line', async () => {
    await renderGen();
    expect(getPendingFreeCredits).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/free credits pending/)).not.toBeInTheDocument();
    jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 50 });

    await userEvent.click(screen.getByRole('button', { name: 'Share image 1' }));
    const dialog = await shareDialog();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Reddit post URL' }), 'https://www.reddit.com/r/aiart/comments/abc/x/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for Credits' }));
    expect(await within(dialog).findByText(CREDITS_AWARDED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(PENDING_50)).toBeInTheDocument();
    expect(getPendingFreeCredits).toHaveBeenCalledTimes(2);
    // …and the dialog closes by itself 2 s later.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this photo' })).not.toBeInTheDocument(), { timeout: 4000 });
  });
});
