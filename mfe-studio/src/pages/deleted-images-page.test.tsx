import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, batchDeleteImages, batchLikeImages, deleteImage, getDeletedImages, likeImage, type DeletedImagesReply, type likeImageCall,
  type ReplyOf,
} from 'api-client';
import { pageMetaMock, renderAt, snackbarMock } from 'shared-ui/testing';
import { image } from '../test/gen-fixtures';
import DeletedImagesPage from './deleted-images-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// The image actions take the snackbar from shared-ui's start-up entry: the same spies through it.
jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getDeletedImages: jest.fn(),
  deleteImage: jest.fn(),
  batchDeleteImages: jest.fn(),
  batchLikeImages: jest.fn(),
  likeImage: jest.fn(),
  getImageDetails: jest.fn(),
}));

jest.setTimeout(20_000);

const deleted = (fileId: string): DeletedImagesReply['deletedImages'][number] => ({ ...image(fileId), isDeleted: true });
const threeDeleted = (): DeletedImagesReply => ({ deletedImages: [deleted('d1'), deleted('d2'), deleted('d3')] });
// Every image action answers the same bare success.
const ok: ReplyOf<typeof likeImageCall> = { status: 'success' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getDeletedImages).mockResolvedValue(threeDeleted());
  jest.mocked(deleteImage).mockResolvedValue(ok);
  jest.mocked(batchDeleteImages).mockResolvedValue(ok);
  jest.mocked(batchLikeImages).mockResolvedValue(ok);
  jest.mocked(likeImage).mockResolvedValue(ok);
});

async function renderDeleted() {
  renderAt(<DeletedImagesPage />, '/deleted-images');
  return screen.findByRole('list', { name: 'Deleted images' });
}
const tiles = () => within(screen.getByRole('list', { name: 'Deleted images' })).getAllByRole('listitem');
const lastSnackbar = () => snackbarMock.mock.calls.at(-1)?.[0] as { message: string; onUndo?: () => void };

describe('DeletedImagesPage', () => {
  it('loads, then lists the deleted images, marked noindex', async () => {
    renderAt(<DeletedImagesPage />, '/deleted-images');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your deleted images');
    await screen.findByRole('list', { name: 'Deleted images' });
    expect(tiles()).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Deleted images' })).toBeInTheDocument();
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ noindex: true }));
  });

  it('shows the empty state', async () => {
    jest.mocked(getDeletedImages).mockResolvedValue({ deletedImages: [] });
    renderAt(<DeletedImagesPage />, '/deleted-images');
    expect(await screen.findByText(/Images you delete appear here/)).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    jest.mocked(getDeletedImages).mockRejectedValue(new ApiError('x', 503, { message: 'Service unavailable' }));
    renderAt(<DeletedImagesPage />, '/deleted-images');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    jest.mocked(getDeletedImages).mockResolvedValue(threeDeleted());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Deleted images' })).toBeInTheDocument();
  });

  it('restores an image at once, and UNDO deletes it again', async () => {
    await renderDeleted();
    await userEvent.click(screen.getByRole('button', { name: 'Restore image 2' }));
    expect(tiles()).toHaveLength(2);
    expect(deleteImage).toHaveBeenCalledWith({ fileId: 'd2', isDeleted: false });
    expect(lastSnackbar().message).toBe('Image restored');
    await act(async () => lastSnackbar().onUndo?.());
    expect(deleteImage).toHaveBeenLastCalledWith({ fileId: 'd2', isDeleted: true });
    expect(tiles()).toHaveLength(3);
  });

  it('brings the image back with Failed to restore image when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    jest.mocked(deleteImage).mockRejectedValue(new ApiError('x', 500, {}));
    await renderDeleted();
    await userEvent.click(screen.getByRole('button', { name: 'Restore image 1' }));
    await waitFor(() => expect(lastSnackbar()).toEqual({ message: 'Failed to restore image' }));
    expect(tiles()).toHaveLength(3);
  });

  it('offers Restore, Like and Expand for a selection', async () => {
    await renderDeleted();
    await userEvent.click(screen.getByRole('button', { name: 'Select image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select image 3' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected images' });

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('dialog', { name: 'Deleted image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Like' }));
    expect(batchLikeImages).toHaveBeenCalledWith({ operations: [{ fileId: 'd1', isLiked: true }, { fileId: 'd3', isLiked: true }] });
    expect(lastSnackbar().message).toBe('Liked 2 image(s)');

    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Restore' }));
    expect(batchDeleteImages).toHaveBeenCalledWith({ operations: [{ fileId: 'd1', isDeleted: false }, { fileId: 'd3', isDeleted: false }] });
    expect(tiles()).toHaveLength(1);
    expect(lastSnackbar().message).toBe('Restored 2 image(s)');
    await act(async () => lastSnackbar().onUndo?.());
    expect(tiles()).toHaveLength(3);
  });

  it('restores from the viewer', async () => {
    await renderDeleted();
    await userEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Deleted image' });
    expect(within(viewer).getByText('prompt of d1')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteImage).toHaveBeenCalledWith({ fileId: 'd1', isDeleted: false });
    expect(tiles()).toHaveLength(2);
  });
});
