import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPackDownload, getPackGeneration } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import { generation } from '../test/commerce-fixtures';
import PackInspectPage from './pack-inspect-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), getPackGeneration: jest.fn(), getPackDownload: jest.fn() }));

const PATH = '/pack-inspect/:generationId';
const withLiked = (...liked: number[]) =>
  generation({ outputImages: generation().outputImages.map((image, n) => ({ ...image, isLiked: liked.includes(n + 1) })) });

beforeEach(() => jest.clearAllMocks());

describe('PackInspectPage', () => {
  it('shows favourites only by default when some are liked, and every photo when switched off', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked(2, 4) });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    const toggle = await screen.findByRole('checkbox', { name: 'Show favorites only' });
    expect(toggle).toBeChecked();
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(2);
    await userEvent.click(toggle);
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);
  });

  it('shows every photo by default when none is liked', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked() });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    expect(await screen.findByRole('checkbox', { name: 'Show favorites only' })).not.toBeChecked();
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);
  });

  it('opens a photo full screen and closes it again', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked(2) });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 1 (favorite)' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo 1 of Beach Day' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of Beach Day' })).toHaveAttribute('src', '/ai-photographer/files/f2.jpg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the studio editor for the photo shown (Edit)', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked(2) });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 1 (favorite)' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo 1 of Beach Day' });
    expect(within(viewer).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit/f2');
    await userEvent.click(within(viewer).getByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit/f2');
  });

  it('sorts the photos best likeness first, unscored ones last, and shows the open photo\'s likeness', async () => {
    const likeness = [0.71, null, 0.93, 0.4];
    jest.mocked(getPackGeneration).mockResolvedValue({
      packGeneration: generation({ outputImages: generation().outputImages.map((image, n) => ({ ...image, likeness: likeness[n] ?? null })) }),
    });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    const sources = () => screen.getAllByRole('button', { name: /^Open photo/ }).map((tile) => within(tile).getByRole('img').getAttribute('src'));
    await screen.findAllByRole('button', { name: /^Open photo/ });
    expect(sources()).toEqual(['f1', 'f2', 'f3', 'f4'].map((id) => `/ai-photographer/files/${id}.jpg`));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Best likeness first');
    expect(sources()).toEqual(['f3', 'f1', 'f4', 'f2'].map((id) => `/ai-photographer/files/${id}.jpg`));
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1' }));
    const viewer = screen.getByRole('dialog');
    expect(within(viewer).getByText('Likeness 93 %')).toBeInTheDocument();
    // The download keeps the photo's number in the pack.
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'beach-day-03.jpg');
  });

  it('goes to buy-more for more photos', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked() });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Get more photos' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/buy-more');
  });

  it('moves through the photos shown with the arrow keys, showing the position and a readable download name', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked() });
    renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 2' }));
    const viewer = screen.getByRole('dialog');
    expect(within(viewer).getByText(/2 \/ 4/)).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: 'Photo 3 of Beach Day' })).toHaveAttribute('src', '/ai-photographer/files/f3.jpg');
    expect(within(viewer).getByText(/3 \/ 4/)).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'beach-day-03.jpg');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByText(/1 \/ 4/)).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  });

  it('downloads the whole pack as a zip', async () => {
    jest.mocked(getPackGeneration).mockResolvedValue({ packGeneration: withLiked(1) });
    jest.mocked(getPackDownload).mockResolvedValue({ status: 'success', url: '/ai-photographer/downloads/beach-day.zip?s=pack.1.3&exp=1&sig=x', fileName: 'beach-day.zip' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderAt(<PackInspectPage />, '/pack-inspect/3', PATH);
      await userEvent.click(await screen.findByRole('button', { name: 'Download all' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(getPackDownload).toHaveBeenCalledWith({ packGenerationId: 3 });
    } finally {
      click.mockRestore();
    }
  });
});
