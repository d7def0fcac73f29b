import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, callApi, createIdPhoto, getIdDocuments, ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE, ID_PHOTO_RETAKE_MESSAGE, NO_IMAGE_SELECTED_MESSAGE,
  UNKNOWN_DOCUMENT_MESSAGE, uploadImageCall, type CreateIdPhotoReply, type IdDocument,
} from 'api-client';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { DOCUMENT_SEARCH_LABEL, noDocumentMatchText } from '../features/id-photo/components/document-picker';
import { RETAKE_TITLE } from '../features/id-photo/components/retake-banner';
import { ID_PHOTO_HONESTY_TEXT, MEASURING_TEXT } from '../features/id-photo/id-photo-rules';
import IdPhotoPage, { DOCUMENTS_LOADING_TEXT } from './id-photo-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn(() => Promise.reject(new Error('no balance in these tests'))) }));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), callApi: jest.fn(), getIdDocuments: jest.fn(), createIdPhoto: jest.fn() }));

const { getAccountInfo } = jest.requireMock<typeof import('api-client/runtime')>('api-client/runtime');
const callApiMock = jest.mocked(callApi);
const documentsMock = jest.mocked(getIdDocuments);
const createMock = jest.mocked(createIdPhoto);

const source = { authority: 'Authority', title: 'Photo rules', url: 'https://authority.example/photo-rules' };
const document = (id: string, country: string, countryCode: string, width: number, height: number, replaceAllowed = true): IdDocument => ({
  id, country, countryCode, name: 'Passport', printWidthMm: width, printHeightMm: height, headHeightMm: { min: 25, max: 35 }, eyeLineFromBottomMm: null,
  background: { colours: ['#ffffff'], label: 'plain white', replaceAllowed }, digital: null, source, notes: [],
});
const DOCUMENTS = [
  document('uk-passport', 'United Kingdom', 'GB', 35, 45),
  document('us-passport', 'United States', 'US', 51, 51),
  document('kr-passport', 'South Korea', 'KR', 35, 45, false),
];

const REPLY: CreateIdPhotoReply = {
  photo: { fileId: 'id1', url: '/ai-photographer/files/id1.jpg?sig=a', width: 413, height: 531, bytes: 146_432 },
  sheets: [
    { paper: '4x6in', fileId: 's1', url: '/ai-photographer/files/s1.jpg?sig=b', width: 1800, height: 1200, copies: 6 },
    { paper: 'A4', fileId: 's2', url: '/ai-photographer/files/s2.jpg?sig=c', width: 2480, height: 3508, copies: 30 },
  ],
  report: [
    { rule: 'Head height', measured: '32.1 mm', required: '29–34 mm', ok: true },
    { rule: 'Eyes open', measured: 'open', required: 'open', ok: true },
    { rule: 'Background', measured: 'light grey', required: 'plain white', ok: false },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  documentsMock.mockResolvedValue({ documents: DOCUMENTS });
  callApiMock.mockResolvedValue({ status: 'success', nextPage: '/edit/up1' });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(getAccountInfo).mockImplementation(() => Promise.reject(new Error('no balance in these tests')));
});

const renderPage = () => renderAt(<IdPhotoPage />, '/id-photo');
const documentList = () => screen.findByRole('group', { name: 'Document' });
const radioNames = () => within(screen.getByRole('group', { name: 'Document' })).queryAllByRole('radio').map((radio) => radio.getAttribute('value'));
const makeButton = () => screen.getByRole('button', { name: 'Make ID photo · 10 credits' });
const photo = () => new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });
const pick = (file: File) => userEvent.upload(screen.getByLabelText('Upload a photo'), file);

describe('IdPhotoPage', () => {
  it('says what an ID photo may be, marked noindex', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ID & passport photos' })).toBeInTheDocument();
    expect(screen.getByText(ID_PHOTO_HONESTY_TEXT)).toBeInTheDocument();
    expect(pageMetaMock).toHaveBeenCalledWith({ title: 'ID & passport photos', noindex: true });
    expect(screen.getByRole('status')).toHaveTextContent(DOCUMENTS_LOADING_TEXT);
    // Nothing to make a photo for until the documents are there.
    expect(makeButton()).toBeDisabled();
    await documentList();
    expect(makeButton()).toBeEnabled();
  });

  it('lists the documents by country with their print size, the US passport chosen, and filters them by search', async () => {
    renderPage();
    const list = await documentList();
    expect(radioNames()).toEqual(['kr-passport', 'uk-passport', 'us-passport']);
    expect(within(list).getByRole('radio', { name: 'United States Passport 51 × 51 mm' })).toBeChecked();
    expect(within(list).getByRole('radio', { name: 'United Kingdom Passport 35 × 45 mm' })).not.toBeChecked();
    expect(within(list).getByRole('radio', { name: 'South Korea Passport 35 × 45 mm · Background kept' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: DOCUMENT_SEARCH_LABEL });
    await userEvent.type(search, 'king');
    expect(radioNames()).toEqual(['uk-passport']);
    expect(list).toHaveTextContent('1 document match.');
    await userEvent.clear(search);
    await userEvent.type(search, 'us');
    expect(radioNames()).toEqual(['us-passport']);
    await userEvent.clear(search);
    await userEvent.type(search, 'kr pass');
    expect(radioNames()).toEqual(['kr-passport']);
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    expect(radioNames()).toEqual([]);
    expect(list).toHaveTextContent(noDocumentMatchText('atlantis'));
    // The choice stays while it is filtered out, and says so.
    expect(screen.getByText(/^Chosen:/)).toHaveTextContent('Chosen: United States Passport, 51 × 51 mm');
  });

  it('shows the price on the button before the click', async () => {
    renderPage();
    await documentList();
    expect(makeButton()).toBeEnabled();
  });

  it('leads a short balance to buying credits instead of making the photo', async () => {
    jest.mocked(getAccountInfo).mockResolvedValue({ credits: 4 } as Awaited<ReturnType<typeof getAccountInfo>>);
    renderPage();
    await documentList();
    expect(await screen.findByRole('link', { name: 'Buy credits (10 credits needed)' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /Make ID photo/ })).not.toBeInTheDocument();
  });

  it('offers the camera as well as an upload', async () => {
    renderPage();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'user');
    for (const tip of ['Plain background', 'Face the camera', 'Neutral expression', 'Eyes open', 'No glasses', 'Even light', 'Head and shoulders']) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
    await documentList();
  });

  it('asks for a photo before anything is sent', async () => {
    renderPage();
    await documentList();
    await userEvent.click(makeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(NO_IMAGE_SELECTED_MESSAGE);
    expect(callApiMock).not.toHaveBeenCalled();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('uploads the photo, measures it for the chosen document and shows the report and the downloads', async () => {
    let answer: (reply: CreateIdPhotoReply) => void = () => undefined;
    createMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await userEvent.click(within(await documentList()).getByRole('radio', { name: /United Kingdom Passport/ }));
    const file = photo();
    await pick(file);
    await userEvent.click(makeButton());

    expect(callApiMock).toHaveBeenCalledWith(uploadImageCall, { file }, expect.objectContaining({ onUploadProgress: expect.any(Function) }));
    await waitFor(() => expect(createMock).toHaveBeenCalledWith({ fileId: 'up1', document: 'uk-passport' }));
    expect(screen.getByRole('button', { name: MEASURING_TEXT })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText(MEASURING_TEXT).length).toBeGreaterThan(0);

    answer(REPLY);
    const heading = await screen.findByRole('heading', { name: 'Your ID photo' });
    await waitFor(() => expect(heading).toHaveFocus());
    const result = screen.getByRole('region', { name: 'Your ID photo' });
    expect(within(result).getByRole('img', { name: 'ID photo for United Kingdom Passport' })).toHaveAttribute('src', '/ai-photographer/files/id1.jpg?sig=a');
    expect(result).toHaveTextContent('413 × 531 px · 35 × 45 mm · 143 KB');

    const lines = within(within(result).getByRole('list', { name: 'Compliance report' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Head height.*Measured.*32\.1 mm.*Required.*29–34 mm.*✓ OK$/),
      expect.stringMatching(/^Eyes open.*Measured.*open.*Required.*open.*✓ OK$/),
      expect.stringMatching(/^Background.*Measured.*light grey.*Required.*plain white.*✗ Not met$/),
    ]);
    expect(result).toHaveTextContent('1 of 3 checks not met');

    const digital = within(result).getByRole('link', { name: 'Download the digital file' });
    expect(digital).toHaveAttribute('href', '/ai-photographer/files/id1.jpg?sig=a&download=uk-passport-photo.jpg');
    expect(digital).toHaveAttribute('download', 'uk-passport-photo.jpg');
    expect(within(result).getByRole('link', { name: 'Download the 4 × 6 in photo paper sheet (6 copies)' }))
      .toHaveAttribute('href', '/ai-photographer/files/s1.jpg?sig=b&download=uk-passport-4x6in-sheet.jpg');
    expect(within(result).getByRole('link', { name: 'Download the A4 paper sheet (30 copies)' })).toHaveAttribute('download', 'uk-passport-a4-sheet.jpg');
  });

  it('shows each reason to retake the photo with its advice, says nothing was charged, and reuses the upload', async () => {
    const retake = [
      { rule: 'eyes-open', message: 'Your eyes look closed.', advice: 'Keep both eyes open and look into the lens.' },
      { rule: 'glasses', message: 'You seem to wear glasses.', advice: 'Take them off for the photo.' },
    ];
    createMock.mockRejectedValue(new ApiError(ID_PHOTO_RETAKE_MESSAGE, 400, { message: ID_PHOTO_RETAKE_MESSAGE, retake }));
    renderPage();
    await documentList();
    await pick(photo());
    await userEvent.click(makeButton());

    const title = await screen.findByRole('heading', { name: RETAKE_TITLE });
    expect(title).toHaveFocus();
    const banner = title.closest('[role="status"]') as HTMLElement;
    expect(banner).toHaveTextContent('Nothing was charged.');
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your eyes look closed. Keep both eyes open and look into the lens.',
      'You seem to wear glasses. Take them off for the photo.',
    ]);
    expect(screen.queryByRole('heading', { name: 'Your ID photo' })).not.toBeInTheDocument();

    // Another document with the same photo measures it again without a second upload.
    createMock.mockResolvedValue(REPLY);
    await userEvent.click(screen.getByRole('radio', { name: /South Korea/ }));
    expect(screen.getByRole('radio', { name: /South Korea/ })).toHaveFocus();
    await userEvent.click(makeButton());
    await screen.findByRole('heading', { name: 'Your ID photo' });
    expect(callApiMock).toHaveBeenCalledTimes(1);
    expect(createMock).toHaveBeenLastCalledWith({ fileId: 'up1', document: 'kr-passport' });
    expect(screen.queryByRole('heading', { name: RETAKE_TITLE })).not.toBeInTheDocument();
  });

  it('short of credits at the server, explains the cost and goes to pricing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createMock.mockRejectedValue(new ApiError('x', 402, { message: "You don't have enough credits to purchase this item" }));
    renderPage();
    await documentList();
    await pick(photo());
    await userEvent.click(makeButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(
      "You don't have enough credits to purchase this item. This costs 10 credits. Buy credits to go on.",
      { title: 'Not enough credits' },
    ));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pricing'));
  });

  it("says so when the photo is not the user's own upload", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createMock.mockRejectedValue(new ApiError(ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE, 400, { message: ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE }));
    renderPage();
    await documentList();
    await pick(photo());
    await userEvent.click(makeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE);
  });

  it('asks for a document when none is chosen (the list has no US passport)', async () => {
    documentsMock.mockResolvedValue({ documents: DOCUMENTS.filter((entry) => entry.id !== 'us-passport') });
    renderPage();
    await documentList();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    await pick(photo());
    await userEvent.click(makeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(UNKNOWN_DOCUMENT_MESSAGE);
    expect(createMock).not.toHaveBeenCalled();
  });

  it('shows why the documents could not load, and loads them again on Try again', async () => {
    documentsMock.mockRejectedValueOnce(new ApiError('Too many requests, slow down.', 429, { message: 'Too many requests, slow down.' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, slow down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await documentList()).toBeInTheDocument();
  });
});
