import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { getMyPreview, uploadTrainingImages, type MyPreviewReply } from 'api-client';
import { renderAt, sessionState } from 'shared-ui/testing';
import { photos, stubObjectUrls } from '../../../test/train-fixtures';
import { PREVIEW_SELFIE_FETCH_FAILED_MESSAGE } from './preview-selfie-offer';
import { UploadForm } from './upload-form';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), uploadTrainingImages: jest.fn(), getMyPreview: jest.fn() }));

// Typing and zipping in jsdom take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

const myPreviewMock = jest.mocked(getMyPreview);
const uploadMock = jest.mocked(uploadTrainingImages);
const SELFIE_URL = '/ai-photographer/files/preview-selfie.jpg?exp=1&sig=abc';
let urls: ReturnType<typeof stubObjectUrls>;
const fetchMock = jest.fn();

const mine = (selfies: string[]): MyPreviewReply => ({
  preview: { previewId: '5b0f3c9e-2f57-4d3a-9a61-0c1f4f3a7e10', status: 'succeeded', images: [], selfies, expiresAt: '2030-01-01T00:00:00.000Z', message: null },
  available: false,
  reason: 'used',
  retentionHours: 24,
});
const answer = (body: string, type = 'image/jpeg') => ({ ok: true, status: 200, blob: () => Promise.resolve(new Blob([body], { type })) });
const thumbs = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
const addFiles = (files: File[]) => fireEvent.change(screen.getByTestId('image-input'), { target: { files } });
const renderForm = () => renderAt(<UploadForm onUploaded={jest.fn()} onFailed={jest.fn()} />, '/train');

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  urls = stubObjectUrls();
  sessionState.status = 'logged-in';
  globalThis.fetch = fetchMock as never;
  fetchMock.mockResolvedValue(answer('preview-pixels'));
  myPreviewMock.mockResolvedValue(mine([SELFIE_URL]));
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('UploadForm and the free preview', () => {
  it('adds the preview selfie as the first photo, shown and removable like the others', async () => {
    renderForm();
    addFiles(photos(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Use my preview selfie' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith(SELFIE_URL, { signal: undefined });
    expect(thumbs()).toEqual(['blob:thumb-3', 'blob:thumb-1', 'blob:thumb-2']);
    expect(screen.getByText('3 of 20 selected. Upload 12 to 20 clear selfies of one person.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my preview selfie' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(thumbs()).toEqual(['blob:thumb-1', 'blob:thumb-2']);
    expect(urls.revoked).toEqual(['blob:thumb-3']);
    expect(screen.getByRole('button', { name: 'Use my preview selfie' })).toBeInTheDocument();
  });

  it('uploads the preview selfies first, as JPEG and PNG by what the links answer', async () => {
    myPreviewMock.mockResolvedValue(mine([SELFIE_URL, '/ai-photographer/files/second.png?sig=x']));
    fetchMock.mockResolvedValueOnce(answer('preview-pixels')).mockResolvedValueOnce(answer('second-pixels', ''));
    uploadMock.mockResolvedValue({ status: 'success', modelId: '9' });
    renderForm();
    await userEvent.type(screen.getByLabelText('Model name'), 'Anna');
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'woman');
    addFiles(photos(10));
    await userEvent.click(await screen.findByRole('button', { name: 'Use my preview selfies' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: 'Upload · 1150 credits' }));
    await waitFor(() => expect(uploadMock).toHaveBeenCalled());
    const zip = await JSZip.loadAsync(await readBlob(uploadMock.mock.calls[0]![0].file));
    expect(await zip.file('image1.jpg')?.async('string')).toBe('preview-pixels');
    expect(await zip.file('image2.png')?.async('string')).toBe('second-pixels');
    expect(await zip.file('image3.jpg')?.async('string')).toBe('pixels-1');
  });

  it('says so when the selfie cannot be fetched, and keeps the offer', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue({ ok: false, status: 403, blob: () => Promise.resolve(new Blob()) });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my preview selfie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_SELFIE_FETCH_FAILED_MESSAGE);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Use my preview selfie' })).toBeEnabled();
  });

  it('offers nothing without a preview, or once its selfies are deleted', async () => {
    myPreviewMock.mockResolvedValue(mine([]));
    renderForm();
    await waitFor(() => expect(myPreviewMock).toHaveBeenCalled());
    await screen.findByText('0 of 20 selected. Upload 12 to 20 clear selfies of one person.');
    expect(screen.queryByRole('button', { name: /^Use my preview/ })).not.toBeInTheDocument();
  });
});
