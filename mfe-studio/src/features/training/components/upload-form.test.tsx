import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { ApiError, confirmTraining, uploadTrainingImages } from 'api-client';
import { alertMock, refreshSessionMock, renderAt, sessionState } from 'shared-ui/testing';
import { photos, stubObjectUrls } from '../../../test/train-fixtures';
import { UploadForm } from './upload-form';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  uploadTrainingImages: jest.fn(),
  confirmTraining: jest.fn(),
  // The free preview's reuse has tests of its own (upload-form-preview.test.tsx): here it never answers.
  getMyPreview: jest.fn(() => new Promise(() => undefined)),
}));

const uploadMock = jest.mocked(uploadTrainingImages);
const confirmMock = jest.mocked(confirmTraining);
let urls: ReturnType<typeof stubObjectUrls>;
const onUploaded = jest.fn();
const onFailed = jest.fn();

// Typing and zipping in jsdom take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  urls = stubObjectUrls();
  sessionState.status = 'logged-in';
});

function renderForm() {
  return renderAt(<UploadForm onUploaded={onUploaded} onFailed={onFailed} />, '/train');
}

const input = () => screen.getByTestId('image-input') as HTMLInputElement;
const addFiles = (files: File[]) => fireEvent.change(input(), { target: { files } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload · 1150 credits' });

async function fillDetails(name = 'Anna', modelClass = 'woman') {
  await userEvent.type(screen.getByLabelText('Model name'), name);
  await userEvent.selectOptions(screen.getByLabelText('Class'), modelClass);
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

describe('UploadForm', () => {
  it('enables Upload only from 12 images', () => {
    renderForm();
    addFiles(photos(11));
    expect(screen.getAllByRole('img')).toHaveLength(11);
    expect(uploadButton()).toBeDisabled();
    addFiles(photos(1, 'png'));
    expect(uploadButton()).toBeEnabled();
  });

  it('rejects other formats with the format message', () => {
    renderForm();
    addFiles([new File(['x'], 'a.gif'), new File(['x'], 'b.JPG')]);
    expect(screen.getByText('Please upload images in JPG, JPEG, PNG, or WEBP format only.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('stops at 20 images and disables Add images there', () => {
    renderForm();
    addFiles(photos(19));
    expect(screen.getByRole('button', { name: 'Add images' })).toBeEnabled();
    addFiles(photos(3));
    expect(screen.getByText('You can only upload a maximum of 20 images.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
    expect(uploadButton()).toBeEnabled();
  });

  it('removes a photo by its accessible button and revokes its thumbnail URL', async () => {
    const { unmount } = renderForm();
    addFiles(photos(3));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(urls.revoked).toEqual(['blob:thumb-2']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:thumb-1', 'blob:thumb-3']);
    unmount();
    expect(urls.revoked.sort()).toEqual(['blob:thumb-1', 'blob:thumb-2', 'blob:thumb-3']);
  });

  it('asks for at least one image once all are removed', async () => {
    renderForm();
    addFiles(photos(1));
    expect(screen.queryByText('Please upload at least one image.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('Please upload at least one image.')).toBeInTheDocument();
  });

  it('checks the name: required, then at most 20 characters', async () => {
    renderForm();
    addFiles(photos(12));
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'man');
    await userEvent.click(uploadButton());
    expect(screen.getByText('Please enter a name for your model')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Model name'), 'A name that is too long');
    await userEvent.click(uploadButton());
    expect(screen.getByText('Name cannot be longer than 20 characters')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('shows the class notice for classes other than man and woman', async () => {
    renderForm();
    const notice = /Photo Packs and Templates are unavailable/;
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'woman');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    for (const value of ['person', 'couple', 'dog', 'cat', 'rabbit', 'other']) {
      await userEvent.selectOptions(screen.getByLabelText('Class'), value);
      expect(screen.getByText(notice)).toBeInTheDocument();
    }
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'man');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('offers every class and the grouped characteristics as toggle buttons', async () => {
    renderForm();
    const options = within(screen.getByLabelText('Class')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options.filter(Boolean)).toEqual(['man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'other']);
    const eyes = screen.getByRole('group', { name: 'Eye colour' });
    const blue = within(eyes).getByRole('button', { name: 'Blue eyed' });
    expect(blue).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(blue);
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Ethnicity' })).getAllByRole('button')).toHaveLength(10);
  });

  it('zips the photos as image1.jpg, image2.png, … and sends the details', async () => {
    uploadMock.mockResolvedValue({ status: 'success', modelId: '9' });
    renderForm();
    await fillDetails(' Anna ', 'woman');
    await userEvent.click(screen.getByRole('button', { name: 'With glasses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Blonde haired' }));
    addFiles([...photos(10), new File(['p'], 'Shot.PNG'), new File(['w'], 'last.webp')]);
    await userEvent.click(uploadButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('9'));

    const [request, options] = uploadMock.mock.calls[0]!;
    expect(request).toMatchObject({ modelName: 'Anna', modelClass: 'woman', modelCharacteristics: 'with-glasses,blonde-haired' });
    expect(typeof options?.onUploadProgress).toBe('function');
    const zip = await JSZip.loadAsync(await readBlob(request.file));
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(12);
    expect(names).toEqual(expect.arrayContaining(['image1.jpg', 'image10.jpg', 'image11.png', 'image12.webp']));
    expect(await zip.file('image3.jpg')?.async('string')).toBe('pixels-3');
  });

  it('shows the uploading state with its warning and the upload progress', async () => {
    let progress: (fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    uploadMock.mockImplementation((_request, options) => {
      progress = options?.onUploadProgress ?? progress;
      return new Promise((resolve) => (finish = () => resolve({ status: 'success', modelId: '1' })));
    });
    renderForm();
    await fillDetails();
    addFiles(photos(12));
    await userEvent.click(uploadButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading images...');
    expect(screen.getByText(/do not leave/)).toBeInTheDocument();
    await waitFor(() => expect(uploadMock).toHaveBeenCalled());
    act(() => progress(0.4));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    finish();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  });

  it('marks each rejected photo with its reason and keeps the form for a retry', async () => {
    uploadMock.mockRejectedValueOnce(
      new ApiError('Some photos did not pass the quality check.', 422, {
        status: 'error',
        message: 'Some photos did not pass the quality check.',
        photoIssues: [
          { position: 3, name: 'image3.jpg', reason: 'More than one face found' },
          { position: 12, name: 'image12.jpg', reason: 'Photo too blurry' },
        ],
      }),
    );
    renderForm();
    await fillDetails();
    addFiles(photos(12));
    await userEvent.click(uploadButton());

    const third = await screen.findByRole('img', { name: 'Photo 3' });
    expect(third).toHaveAccessibleDescription('More than one face found');
    expect(screen.getByRole('img', { name: 'Photo 12' })).toHaveAccessibleDescription('Photo too blurry');
    expect(screen.getByRole('img', { name: 'Photo 2' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Remove photo 3' })).toHaveAccessibleDescription('More than one face found');
    expect(screen.getByText('Some photos did not pass the quality check.')).toBeInTheDocument();
    expect(screen.getByLabelText('Model name')).toHaveValue('Anna');
    expect(alertMock).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();

    // Replace photo 3: its reason goes with it, the blurry one keeps its mark under its new number.
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.queryByText('More than one face found')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 11' })).toHaveAccessibleDescription('Photo too blurry');
    expect(uploadButton()).toBeDisabled();
    addFiles([new File(['new'], 'fresh.jpg')]);
    // Accepted: the page gets the new model's id.
    uploadMock.mockResolvedValueOnce({ status: 'success', modelId: '2' });
    await userEvent.click(uploadButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('2'));
    const zip = await JSZip.loadAsync(await readBlob(uploadMock.mock.calls[1]![0].file));
    expect(await zip.file('image3.jpg')?.async('string')).toBe('pixels-4');
    expect(await zip.file('image12.jpg')?.async('string')).toBe('new');
  });

  it('photos that do not look alike: marked on their tiles, nothing spent; These are all me (with its cost) starts the training', async () => {
    uploadMock.mockResolvedValueOnce({ status: 'needs-confirmation', modelId: 'waiting-1', lookAlikeOutliers: [2, 5] });
    confirmMock.mockResolvedValueOnce({ status: 'success', modelId: 'waiting-1' });
    renderForm();
    await fillDetails();
    addFiles(photos(12));
    await userEvent.click(uploadButton());

    expect(await screen.findByRole('img', { name: 'Photo 2' })).toHaveAccessibleDescription('This photo does not look like the others');
    expect(screen.getByRole('img', { name: 'Photo 5' })).toHaveAccessibleDescription('This photo does not look like the others');
    expect(screen.getByRole('img', { name: 'Photo 1' })).not.toHaveAccessibleDescription();
    expect(screen.getByText(/Photos 2 and 5: This photo does not look like the others\./)).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been charged and the training has not started\./)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'These are all me · 1150 credits' }));
    expect(confirmMock).toHaveBeenCalledWith({ modelId: 'waiting-1' });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('waiting-1'));
  });

  it('removing a marked photo withdraws the confirmation: the rest are kept for another upload', async () => {
    uploadMock.mockResolvedValueOnce({ status: 'needs-confirmation', modelId: 'waiting-2', lookAlikeOutliers: [3] });
    renderForm();
    await fillDetails();
    addFiles(photos(13));
    await userEvent.click(uploadButton());
    await screen.findByRole('button', { name: /These are all me/ });
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.queryByRole('button', { name: /These are all me/ })).not.toBeInTheDocument();
    expect(screen.getByText('You changed the photos: upload them again to check them.')).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(12);
    uploadMock.mockResolvedValueOnce({ status: 'success', modelId: 'trained-2' });
    await userEvent.click(uploadButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('trained-2'));
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('a confirmation the server refuses says why and keeps the form', async () => {
    uploadMock.mockResolvedValueOnce({ status: 'needs-confirmation', modelId: 'waiting-3', lookAlikeOutliers: [1] });
    confirmMock.mockRejectedValueOnce(new ApiError('x', 402, { status: 'error', message: "You don't have enough credits to purchase this item" }));
    renderForm();
    await fillDetails();
    addFiles(photos(12));
    await userEvent.click(uploadButton());
    await userEvent.click(await screen.findByRole('button', { name: /These are all me/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have enough credits to purchase this item");
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('alerts other failures with the server text, then asks the page to reload', async () => {
    uploadMock.mockRejectedValue(new ApiError('x', 402, { status: 'error', message: "You don't have enough credits to purchase this item" }));
    renderForm();
    await fillDetails();
    addFiles(photos(12));
    await userEvent.click(uploadButton());
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith("There was an error uploading the images. You don't have enough credits to purchase this item"),
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends a logged-out user to login from Add images', async () => {
    sessionState.status = 'unknown';
    refreshSessionMock.mockResolvedValue('logged-out');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add images' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/login?r=${encodeURIComponent(btoa('/train'))}`));
  });

  it('sends to login, without opening the file dialog, when the session ended on the server', async () => {
    // The page still thinks it is signed in; auth-status says otherwise.
    refreshSessionMock.mockResolvedValue('logged-out');
    renderForm();
    const click = jest.spyOn(input(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Add images' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/login?r=${encodeURIComponent(btoa('/train'))}`));
    expect(refreshSessionMock).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });

  it('opens the file dialog once the server confirms the session', async () => {
    refreshSessionMock.mockResolvedValue('logged-in');
    renderForm();
    const click = jest.spyOn(input(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Add images' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(refreshSessionMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
