import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getPackDownload, getPackGeneration, likeFavorites } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import { generation } from '../test/commerce-fixtures';
import PackGeneratedPage, { PACK_CLOSE_PAGE_TEXT } from './pack-generated-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackGeneration: jest.fn(),
  getPackDownload: jest.fn(),
  likeFavorites: jest.fn(),
}));

const load = jest.mocked(getPackGeneration);
const PATH = '/pack-generated/:generationId';

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue({ packGeneration: generation() });
  jest.mocked(likeFavorites).mockResolvedValue({ status: 'success' });
});

describe('PackGeneratedPage', () => {
  it('toggles a like on click, with the highlight state exposed as pressed', async () => {
    renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
    const second = await screen.findByRole('button', { name: 'Like photo 2' });
    expect(screen.getByRole('heading', { name: 'Beach Day' })).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 favorite')).toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the favourites and goes to pack-inspect', async () => {
    load.mockResolvedValue({ packGeneration: generation({ outputImages: generation().outputImages.map((i, n) => ({ ...i, isLiked: n === 0 })) }) });
    renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
    expect(await screen.findByRole('button', { name: 'Like photo 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Like photo 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'View my photos' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-inspect/8'));
    expect(likeFavorites).toHaveBeenCalledWith({ liked: ['f1', 'f3'], notLiked: ['f2', 'f4'] });
  });

  it('alerts Failed to save favorites and stays', async () => {
    jest.mocked(likeFavorites).mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'View my photos' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to save favorites'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('polls every 3 s while the pack is running, showing "n of 30 ready" and that the page may be closed', async () => {
    jest.useFakeTimers();
    try {
      const images = generation().outputImages;
      load
        .mockResolvedValueOnce({ packGeneration: generation({ status: 'running', imageCount: 30, outputImages: images.slice(0, 1) }) })
        .mockResolvedValueOnce({ packGeneration: generation({ status: 'running', imageCount: 30, outputImages: images.slice(0, 3) }) })
        .mockResolvedValue({ packGeneration: generation({ status: 'success', imageCount: 30, outputImages: images }) });
      renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
      expect(await screen.findByText('1 of 30 ready')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('1 of 30 ready');
      expect(screen.getByRole('progressbar', { name: 'Photos made' })).toHaveAttribute('aria-valuenow', '3');
      expect(screen.getByText(PACK_CLOSE_PAGE_TEXT)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('3 of 30 ready')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Photos made' })).toHaveAttribute('aria-valuenow', '10');
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.queryByText(/of 30/)).not.toBeInTheDocument();
      expect(screen.queryByText(PACK_CLOSE_PAGE_TEXT)).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Like photo/ })).toHaveLength(4);
      await act(() => jest.advanceTimersByTimeAsync(9000));
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the photos on screen when a poll fails, and polls on', async () => {
    jest.useFakeTimers();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const images = generation().outputImages;
      const running = (count: number) => ({ packGeneration: generation({ status: 'running', imageCount: 30, outputImages: images.slice(0, count) }) });
      load.mockResolvedValueOnce(running(1)).mockRejectedValueOnce(new ApiError('x', 404, {})).mockResolvedValue(running(2));
      renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
      expect(await screen.findByText('1 of 30 ready')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('1 of 30 ready')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('2 of 30 ready')).toBeInTheDocument();
    } finally {
      errorLog.mockRestore();
      jest.useRealTimers();
    }
  });

  it.each([
    ['a missing pack', () => load.mockRejectedValue(new ApiError('x', 404, {})), '/pack-generated/8', 'Pack generation not found'],
    ['a failed load', () => load.mockRejectedValue(new ApiError('x', 500, {})), '/pack-generated/8', 'Failed to load pack generation'],
    ['a bad id', () => undefined, '/pack-generated/abc', 'Generation ID is required'],
  ])('explains %s', async (_case, arrange, url, message) => {
    arrange();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PackGeneratedPage />, url, PATH);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('never asks the server about a bad id', () => {
    renderAt(<PackGeneratedPage />, '/pack-generated/abc', PATH);
    expect(screen.getByRole('alert')).toHaveTextContent('Generation ID is required');
    expect(load).not.toHaveBeenCalled();
  });

  it('fades new photos in one after another as they arrive, not the ones already shown', async () => {
    jest.useFakeTimers();
    try {
      const images = generation().outputImages;
      const running = (count: number) => ({ packGeneration: generation({ status: 'running', imageCount: 30, outputImages: images.slice(0, count) }) });
      load.mockResolvedValueOnce(running(1)).mockResolvedValue(running(4));
      renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
      await screen.findByText('1 of 30 ready');
      const tile = (n: number) => screen.getByRole('button', { name: `Like photo ${n}` }).closest('li')!;
      expect(getComputedStyle(tile(1)).animationDelay).toBe('0ms');
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('4 of 30 ready')).toBeInTheDocument();
      expect([2, 3, 4].map((n) => getComputedStyle(tile(n)).animationDelay)).toEqual(['0ms', '150ms', '300ms']);
      expect(getComputedStyle(tile(1)).animationDelay).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Download all once the pack is made, which saves the zip the server links to', async () => {
    jest.mocked(getPackDownload).mockResolvedValue({ status: 'success', url: '/ai-photographer/downloads/beach-day.zip?s=pack.1.8&exp=1&sig=x', fileName: 'beach-day.zip' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute('href')).toMatch(/\/ai-photographer\/downloads\/beach-day\.zip\?s=pack\.1\.8/);
      expect(this.download).toBe('beach-day.zip');
    });
    try {
      renderAt(<PackGeneratedPage />, '/pack-generated/8', PATH);
      await userEvent.click(await screen.findByRole('button', { name: 'Download all' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(getPackDownload).toHaveBeenCalledWith({ packGenerationId: 8 });
    } finally {
      click.mockRestore();
    }
  });
});
