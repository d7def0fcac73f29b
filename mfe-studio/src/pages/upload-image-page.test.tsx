import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, callApi, IMAGE_UPLOAD_FORMAT_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, uploadImageCall } from 'api-client';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { NOTHING_CHOSEN_TEXT } from '../components/image-file-picker';
import { PREVIEW_ALT, PREVIEW_PLACEHOLDER, PREVIEW_UNAVAILABLE } from '../components/image-preview';
import { UPLOADING_TEXT, UPLOAD_PROGRESS_LABEL } from '../features/image-upload/components/upload-image-form';
import { UPLOAD_FAILED_MESSAGE } from '../lib/upload-image-rules';
import UploadImagePage from './upload-image-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), callApi: jest.fn() }));

const callApiMock = jest.mocked(callApi);

let made = 0;
beforeEach(() => {
  jest.clearAllMocks();
  made = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => (made++ === 0 ? 'blob:preview' : `blob:preview-${made}`)), revokeObjectURL: jest.fn() });
});
afterEach(() => jest.restoreAllMocks());

const renderUpload = () => renderAt(<UploadImagePage />, '/upload-image');
const where = () => screen.getByTestId('where').textContent ?? '';
const png = () => new File(['png'], 'me.png', { type: 'image/png' });
// applyAccept: false lets the test pick what a user could with "All files".
const pick = (file: File) => userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose an image'), file);

describe('UploadImagePage', () => {
  it('asks for an image when none is picked', async () => {
    renderUpload();
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Upload an image', noindex: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_IMAGE_SELECTED_MESSAGE);
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('refuses other formats by extension', async () => {
    renderUpload();
    await pick(new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_FORMAT_MESSAGE);
    expect(screen.queryByRole('img', { name: PREVIEW_ALT })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_IMAGE_SELECTED_MESSAGE);
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('previews the pick, uploads it with progress and opens the reply nextPage', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    callApiMock.mockImplementation((_call, _request, options) => {
      options?.onUploadProgress?.(0.5);
      return new Promise((resolve) => (answer = resolve));
    });
    renderUpload();
    const file = png();
    await pick(file);
    expect(screen.getByRole('img', { name: PREVIEW_ALT })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(callApiMock).toHaveBeenCalledWith(uploadImageCall, { file }, expect.objectContaining({ onUploadProgress: expect.any(Function) }));
    expect(screen.getByRole('progressbar', { name: UPLOAD_PROGRESS_LABEL })).toHaveAttribute('aria-valuenow', '50');
    answer({ status: 'success', nextPage: 'edit/up1' });
    await waitFor(() => expect(where()).toBe('/edit/up1'));
  });

  it('shows the server message when the upload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    callApiMock.mockRejectedValue(new ApiError('The file is not a jpg or png image.', 400, {}));
    renderUpload();
    await pick(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error uploading image: The file is not a jpg or png image.'));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("says the upload didn't succeed when the reply is not a success", async () => {
    callApiMock.mockResolvedValue({ status: 'failed', nextPage: '' });
    renderUpload();
    await pick(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(UPLOAD_FAILED_MESSAGE));
    expect(where).toThrow();
  });

  it('draws the picker as a button over a real, labelled file input that the keyboard reaches', async () => {
    renderUpload();
    const input = screen.getByLabelText('Choose an image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('hidden');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription('A jpg, jpeg or png photo. It opens in the editor once uploaded.');
    expect(screen.getByText(NOTHING_CHOSEN_TEXT)).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_PLACEHOLDER)).toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('names the chosen file, replaces its preview on a new pick and revokes the URLs it made', async () => {
    const { unmount } = renderUpload();
    await pick(new File(['x'.repeat(2048)], 'first.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('first.jpg · 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PREVIEW_ALT })).toHaveAttribute('src', 'blob:preview');
    await pick(png());
    expect(screen.getByText('me.png · 1 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PREVIEW_ALT })).toHaveAttribute('src', 'blob:preview-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    // A cancelled file dialog keeps the pick.
    fireEvent.change(screen.getByLabelText('Choose an image'), { target: { files: [] } });
    expect(screen.getByText('me.png · 1 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PREVIEW_ALT })).toHaveAttribute('src', 'blob:preview-2');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('says so when the browser cannot draw the picked file, and still lets it go up', async () => {
    callApiMock.mockResolvedValue({ status: 'success', nextPage: 'edit/up2' });
    renderUpload();
    await pick(png());
    fireEvent.error(screen.getByRole('img', { name: PREVIEW_ALT }));
    expect(screen.getByText(PREVIEW_UNAVAILABLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(where()).toBe('/edit/up2'));
  });

  it('shows the uploading state: a status, the bar, the picker and Upload held', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    callApiMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderUpload();
    await pick(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('status')).toHaveTextContent(UPLOADING_TEXT);
    expect(screen.getByRole('progressbar', { name: UPLOAD_PROGRESS_LABEL })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByLabelText('Choose an image')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Upload an image' })).toHaveAttribute('aria-busy', 'true');
    answer({ status: 'success', nextPage: 'edit/up3' });
    await waitFor(() => expect(where()).toBe('/edit/up3'));
  });
});
