import { act, render, screen } from '@testing-library/react';
import { LoadingView } from './loading-view';

describe('LoadingView', () => {
  afterEach(() => jest.useRealTimers());

  it('shows its text and warning', () => {
    render(<LoadingView text="Generating your photos" warning="Do not close this tab" />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating your photos');
    expect(screen.getByText('Do not close this tab')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills a timed progress bar and stops at 95 %', () => {
    jest.useFakeTimers();
    render(<LoadingView text="Training" durationMs={1000} />);
    const bar = screen.getByRole('progressbar');
    act(() => jest.advanceTimersByTime(500));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(60);
    act(() => jest.advanceTimersByTime(5000));
    expect(bar).toHaveAttribute('aria-valuenow', '95');
  });
});
