import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, batchDeleteImages, batchLikeImages, deleteImage, generateImages, getGenStatus, getImageDetails, getModels,
  getPendingFreeCredits, likeImage, setProfilePicture, updateLatestModel, type likeImageCall, type ReplyOf,
} from 'api-client';
import { alertMock, renderAt, snackbarMock } from 'shared-ui/testing';
import { reloadPage } from '../lib/reload-page';
import { baseModel, genStatus, image, loraModel } from '../test/gen-fixtures';
import GenPage from './gen-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// The page's first render takes shared-ui's start-up and first-render entries: the same spies through them.
jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));
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
  generateImages: jest.fn(),
  likeImage: jest.fn(),
  deleteImage: jest.fn(),
  batchLikeImages: jest.fn(),
  batchDeleteImages: jest.fn(),
  getImageDetails: jest.fn(),
  setProfilePicture: jest.fn(),
}));

jest.setTimeout(20_000);

// Every image action answers the same bare success.
const ok: ReplyOf<typeof likeImageCall> = { status: 'success' };
const anna = loraModel('7', 'Anna', { Images: [image('a1'), image('a2', { isLiked: true }), image('a3', { prompt: null })] });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getGenStatus).mockResolvedValue(genStatus());
  jest.mocked(getModels).mockResolvedValue({ status: 'success', models: [baseModel([image('b1')]), anna] });
  jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 0 });
  jest.mocked(updateLatestModel).mockResolvedValue(ok);
  jest.mocked(likeImage).mockResolvedValue(ok);
  jest.mocked(deleteImage).mockResolvedValue(ok);
  jest.mocked(batchLikeImages).mockResolvedValue(ok);
  jest.mocked(batchDeleteImages).mockResolvedValue(ok);
  jest.mocked(setProfilePicture).mockResolvedValue(ok);
});

async function renderGen() {
  renderAt(<GenPage />, '/gen');
  return screen.findByRole('list', { name: 'My photos' });
}
const tiles = () => within(screen.getByRole('list', { name: 'My photos' })).getAllByRole('listitem');
const lastSnackbar = () => snackbarMock.mock.calls.at(-1)?.[0] as { message: string; onUndo?: () => void };

describe('GenPage: single image actions', () => {
  it('likes an image, and UNDO unlikes it again', async () => {
    await renderGen();
    const like = screen.getByRole('button', { name: 'Like image 1' });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(likeImage).toHaveBeenCalledWith({ fileId: 'a1', isLiked: true });
    expect(lastSnackbar().message).toBe('Image liked');
    await act(async () => lastSnackbar().onUndo?.());
    expect(likeImage).toHaveBeenLastCalledWith({ fileId: 'a1', isLiked: false });
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('unlikes a liked image', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Like image 2' }));
    expect(likeImage).toHaveBeenCalledWith({ fileId: 'a2', isLiked: false });
    expect(lastSnackbar().message).toBe('Image unliked');
  });

  it('hides a deleted image at once, and UNDO restores it on the server and in the grid', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(tiles()).toHaveLength(2);
    expect(deleteImage).toHaveBeenCalledWith({ fileId: 'a1', isDeleted: true });
    expect(lastSnackbar().message).toBe('Image deleted');
    await act(async () => lastSnackbar().onUndo?.());
    expect(deleteImage).toHaveBeenLastCalledWith({ fileId: 'a1', isDeleted: false });
    expect(tiles()).toHaveLength(3);
  });

  it('puts the image back and alerts when the delete call fails', async () => {
    jest.mocked(deleteImage).mockRejectedValue(new ApiError('x', 400, { message: 'Cannot delete the last image of a model' }));
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Cannot delete the last image of a model'));
    expect(tiles()).toHaveLength(3);
    expect(snackbarMock).not.toHaveBeenCalled();
  });

  it('refuses to delete the last image of a model without calling the server', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Base model' }));
    expect(tiles()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Cannot delete the last image of a model'));
    expect(deleteImage).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(1);
  });
});

describe('GenPage: batch actions', () => {
  it('selects images with pressed toggles and deletes them together, undoably', async () => {
    await renderGen();
    const select1 = screen.getByRole('button', { name: 'Select image 1' });
    await userEvent.click(select1);
    await userEvent.click(screen.getByRole('button', { name: 'Select image 2' }));
    expect(select1).toHaveAttribute('aria-pressed', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Selected images' });
    expect(toolbar).toHaveTextContent('2 selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    expect(batchDeleteImages).toHaveBeenCalledWith({
      operations: [{ fileId: 'a1', isDeleted: true }, { fileId: 'a2', isDeleted: true }],
    });
    expect(tiles()).toHaveLength(1);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(lastSnackbar().message).toBe('Deleted 2 image(s)');
    await act(async () => lastSnackbar().onUndo?.());
    expect(batchDeleteImages).toHaveBeenLastCalledWith({
      operations: [{ fileId: 'a1', isDeleted: false }, { fileId: 'a2', isDeleted: false }],
    });
    expect(tiles()).toHaveLength(3);
  });

  it('refuses a batch that would delete all of a model images', async () => {
    await renderGen();
    for (const n of [1, 2, 3]) await userEvent.click(screen.getByRole('button', { name: `Select image ${n}` }));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Cannot delete all images from model "Anna"'));
    expect(batchDeleteImages).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(3);
  });

  it('likes a selection, and UNDO gives each image its previous state', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Select image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select image 2' }));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Like' }));
    expect(batchLikeImages).toHaveBeenCalledWith({ operations: [{ fileId: 'a1', isLiked: true }, { fileId: 'a2', isLiked: true }] });
    expect(lastSnackbar().message).toBe('Liked 2 image(s)');
    expect(screen.getByRole('button', { name: 'Like image 1' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => lastSnackbar().onUndo?.());
    expect(batchLikeImages).toHaveBeenLastCalledWith({ operations: [{ fileId: 'a1', isLiked: false }, { fileId: 'a2', isLiked: true }] });
    expect(screen.getByRole('button', { name: 'Like image 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves a locally deleted image out of the selection', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Select image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select image 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(screen.getByRole('toolbar')).toHaveTextContent('1 selected');
  });
});

describe('GenPage: viewer', () => {
  it('opens the image full screen with its prompt, and Refine this prompt fills the prompt area', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    // The viewer's code loads with its first opening (not part of the page's first render).
    const viewer = await screen.findByRole('dialog', { name: 'Photo of Anna' });
    expect(within(viewer).getByText('prompt of a1')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/ai-photographer/files/a1.jpg?download=prompt-of-a1.jpg');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Refine this prompt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('prompt of a1');
  });

  it('asks image-details for a prompt the image does not carry', async () => {
    jest.mocked(getImageDetails).mockResolvedValue({ status: 'success', prompt: 'model in the rain' });
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 3' }));
    expect(await screen.findByText('model in the rain')).toBeInTheDocument();
    expect(getImageDetails).toHaveBeenCalledWith({ fileId: 'a3' }, { signal: expect.any(AbortSignal) });
  });

  it('Generate Again makes one image from the original and shows it', async () => {
    jest.mocked(generateImages).mockResolvedValue({ status: 'success', outputImages: [image('n1')], nextPage: '/gen' });
    jest.mocked(getImageDetails).mockResolvedValue({ status: 'success', prompt: 'prompt of n1' });
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Again · 10 credits' }));
    expect(generateImages).toHaveBeenCalledWith({ modelId: '7', prompt: 'prompt of a2', imageCount: 1, originalFileId: 'a2' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/ai-photographer/files/n1.jpg?download=prompt-of-n1.jpg'));
    // The gallery sits behind the open viewer, hidden from screen readers until it closes.
    expect(within(screen.getByRole('list', { name: 'My photos', hidden: true })).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('Generate Again follows a nextPage elsewhere', async () => {
    jest.mocked(generateImages).mockResolvedValue({ status: 'success', outputImages: [image('n1')], nextPage: '/templates' });
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Again · 10 credits' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/templates'));
  });

  it('Edit opens the mask editor for the image shown', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo of Anna' });
    expect(within(viewer).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit/a2');
    await userEvent.click(within(viewer).getByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit/a2');
  });

  it('offers Upload an image beside My photos', async () => {
    await renderGen();
    const gallery = screen.getByRole('region', { name: 'My photos' });
    await userEvent.click(within(gallery).getByRole('link', { name: 'Upload an image' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/upload-image');
  });

  it('offers ID & passport photos beside My photos', async () => {
    await renderGen();
    const gallery = screen.getByRole('region', { name: 'My photos' });
    await userEvent.click(within(gallery).getByRole('link', { name: 'ID & passport photos' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/id-photo');
  });

  it('sets the profile picture and reloads the page', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set as profile picture' }));
    expect(setProfilePicture).toHaveBeenCalledWith({ modelId: '7', fileId: 'a1' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('says Something went wrong when the profile picture cannot be set', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    jest.mocked(setProfilePicture).mockRejectedValue(new ApiError('x', 500, {}));
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set as profile picture' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Something went wrong'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Set as profile picture' })).toBeEnabled();
  });

  it('hides Set as profile picture for the base model', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Base model' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as profile picture' })).not.toBeInTheDocument();
  });

  it('closes with Close and unlocks the page', async () => {
    await renderGen();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open image 1' })).toHaveFocus();
  });
});
