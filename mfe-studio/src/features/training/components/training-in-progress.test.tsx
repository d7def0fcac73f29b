import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CLOSE_PAGE_TEXT, REFRESH_TEXT, TrainingInProgress } from './training-in-progress';
import { progressText, updatedText } from '../training-time';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));

const renderAt = (ui: ReactElement, _url: string) => render(ui, { wrapper: MemoryRouter });
const started = new Date(Date.now() - 5 * 60_000).toISOString();
const props = { trainingModelName: 'Anna', trainingStartTime: started, readyModelsExist: false };

describe('TrainingInProgress', () => {
  afterEach(() => jest.useRealTimers());

  it('draws the engine\'s progress, keeps the spec\'s texts and says the page may be closed', () => {
    renderAt(<TrainingInProgress {...props} trainingProgress={{ percent: 45, source: 'engine' }} />, '/train');
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45% done')).toBeInTheDocument();
    // 45 % in 5 minutes: about 7 more at that pace, not the 25-minute estimate's 20.
    expect(screen.getByText('About 7 minutes remaining')).toBeInTheDocument();
    expect(screen.getByText(CLOSE_PAGE_TEXT)).toHaveTextContent('You can close this page — we\'ll e-mail you when your model is ready');
    // The page asks every few seconds: no "refresh the page" hint, and no "keep this page open".
    expect(screen.queryByText(/Refresh the page/)).not.toBeInTheDocument();
    expect(screen.queryByText(/keep this page open/i)).not.toBeInTheDocument();
  });

  it('marks a time-based estimate as one', () => {
    renderAt(<TrainingInProgress {...props} trainingProgress={{ percent: 20.4, source: 'estimate' }} />, '/train');
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('About 20% done (estimated)')).toBeInTheDocument();
  });

  it('shows how fresh it is: "Updated just now" after each answer, ageing until the next', () => {
    jest.useFakeTimers();
    const { rerender } = renderAt(<TrainingInProgress {...props} trainingProgress={{ percent: 40, source: 'engine' }} />, '/train');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('Updated 30 seconds ago')).toBeInTheDocument();
    rerender(<TrainingInProgress {...props} trainingProgress={{ percent: 41, source: 'engine' }} />);
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '41');
  });

  it('says to refresh the page only when the live status has stopped', () => {
    renderAt(<TrainingInProgress {...props} trainingProgress={{ percent: 45, source: 'engine' }} liveStatusStopped />, '/train');
    expect(screen.getByText(REFRESH_TEXT)).toHaveTextContent('Refresh the page to update training status');
  });

  it('shows no bar when the server sends no progress', () => {
    renderAt(<TrainingInProgress {...props} trainingProgress={null} />, '/train');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(CLOSE_PAGE_TEXT)).toBeInTheDocument();
  });
});

describe('progressText / updatedText', () => {
  it('words the bar and its freshness', () => {
    expect(progressText({ percent: 99.9, source: 'engine' })).toBe('99% done');
    expect(updatedText(0, 9_000)).toBe('Updated just now');
    expect(updatedText(0, 61_000)).toBe('Updated 1 minute ago');
    expect(updatedText(0, 180_000)).toBe('Updated 3 minutes ago');
  });
});
