import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, callApi, IMAGE_UPLOAD_FORMAT_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, uploadImageCall } from 'api-client';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { PREVIEW_ALT, UPLOAD_PROGRESS_LABEL } from '../features/image-upload/components/upload-image-form';
import { UPLOAD_FAILED_MESSAGE } from '../features/image-upload/upload-image-rules';
import UploadImagePage from './upload-image-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), callApi: jest.fn() }));

const callApiMock = jest.mocked(callApi);

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
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
});
