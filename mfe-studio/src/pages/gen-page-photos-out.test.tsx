import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  generateImages, getGenStatus, getImageDetails, getImagesDownload, getModels, getPendingFreeCredits, updateLatestModel,
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
  generateImages: jest.fn(),
  getImageDetails: jest.fn(),
  getImagesDownload: jest.fn(),
}));

jest.setTimeout(20_000);

const anna = loraModel('7', 'Anna', { Images: [image('a1', { prompt: 'a model on the moon' }), image('a2'), image('a3')] });

/** jsdom has no layout: a phone is a matching (max-width: 760px) query. */
function viewport({ phone }: { phone: boolean }) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query, onchange: null, addListener: jest.fn(), removeListener: jest.fn(),
    addEventListener: jest.fn(), removeEventListener: jest.fn(), dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.clearAllMocks();
  viewport({ phone: false });
  jest.mocked(getGenStatus).mockResolvedValue(genStatus());
  jest.mocked(getModels).mockResolvedValue({ status: 'success', models: [baseModel(), anna] });
  jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 0 });
  jest.mocked(updateLatestModel).mockResolvedValue({ status: 'success' });
  jest.mocked(getImageDetails).mockResolvedValue({ status: 'success', prompt: 'x' });
});

/** The elements scrolled to their top (the model tabs scroll themselves to "nearest" on their own). */
const galleryScrolls = (scrolled: jest.Mock) =>
  scrolled.mock.calls.map((call, i) => [call[0], scrolled.mock.contexts[i]]).filter(([options]) => options?.block === 'start').map(([, el]) => el);

async function renderGen() {
  renderAt(<GenPage />, '/gen', '/gen');
  return screen.findByRole('list', { name: 'My photos' });
}

async function generate(count: number) {
  jest.mocked(generateImages).mockResolvedValue({
    status: 'success', outputImages: Array.from({ length: count }, (_, i) => ({ url: `/ai-photographer/files/n${i}.jpg`, fileId: `n${i}`, likeness: null })),
  });
  const prompt = screen.getByRole('textbox', { name: 'Prompt' });
  await userEvent.clear(prompt);
  await userEvent.type(prompt, 'a model at the beach');
  await userEvent.click(screen.getByRole('button', { name: /^Generat/ }));
}

describe('GenPage: new photos', () => {
  it('on a phone, announces "4 photos ready" and scrolls the gallery into view', async () => {
    viewport({ phone: true });
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderGen();
    await generate(4);
    await waitFor(() => expect(screen.getByText('4 photos ready')).toBeInTheDocument());
    expect(screen.getByText('4 photos ready').closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(galleryScrolls(scrolled)).toEqual([document.getElementById('gen-gallery')]));
  });

  it('on a wide screen, announces without scrolling (the gallery sits beside the prompt)', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderGen();
    await generate(1);
    await waitFor(() => expect(screen.getByText('1 photo ready')).toBeInTheDocument());
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(galleryScrolls(scrolled)).toEqual([]);
  });
});

describe('GenPage: likeness', () => {
  it('shows a new photo\'s likeness in the viewer once a later answer brings its score', async () => {
    const list = await renderGen();
    await generate(1);
    await waitFor(() => expect(screen.getByText('1 photo ready')).toBeInTheDocument());
    await userEvent.click(within(list).getByRole('button', { name: 'Open image 1' }));
    // The viewer's code loads with its first opening (not part of the page's first render).
    expect(within(await screen.findByRole('dialog')).queryByText(/Likeness/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    // The background scoring has run: the models are asked again and list the photo with its score.
    const scored = loraModel('7', 'Anna', { Images: [image('n0', { likeness: 0.92 }), ...anna.Images] });
    jest.mocked(getModels).mockResolvedValue({ status: 'success', models: [baseModel(), scored] });
    await waitFor(() => expect(jest.mocked(getModels).mock.calls.length).toBeGreaterThan(1), { timeout: 6000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Open image 1' }));
    expect(await within(screen.getByRole('dialog')).findByText('Likeness 92 %')).toBeInTheDocument();
    // Listed by the server now, the photo shows once (in the gallery behind the viewer, hidden from screen readers).
    expect(within(list).getAllByRole('button', { name: /^Open image/, hidden: true })).toHaveLength(4);
  });
});

describe('GenPage: viewer and downloads', () => {
  it('moves through the gallery with the arrow keys, showing the position; Download names the file by its prompt', async () => {
    const list = await renderGen();
    await userEvent.click(within(list).getByRole('button', { name: 'Open image 1' }));
    const viewer = screen.getByRole('dialog');
    expect(within(viewer).getByText(/1 \/ 3/)).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'a-model-on-the-moon.jpg');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByText(/2 \/ 3/)).toBeInTheDocument();
    expect(within(viewer).getByText('prompt of a2')).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('a model on the moon')).toBeInTheDocument();
  });

  it('Download in the batch toolbar saves the selection as one zip', async () => {
    jest.mocked(getImagesDownload).mockResolvedValue({ status: 'success', url: '/ai-photographer/downloads/my-photos-2.zip?s=x&exp=1&sig=y', fileName: 'my-photos-2.zip' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await renderGen();
      await userEvent.click(screen.getByRole('button', { name: 'Select image 1' }));
      await userEvent.click(screen.getByRole('button', { name: 'Select image 3' }));
      const toolbar = screen.getByRole('toolbar', { name: 'Selected images' });
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(getImagesDownload).toHaveBeenCalledWith({ fileIds: ['a1', 'a3'] });
    } finally {
      click.mockRestore();
    }
  });
});
