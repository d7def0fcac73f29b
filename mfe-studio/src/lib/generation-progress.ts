import { PROGRESS_CAP } from 'shared-ui/start-up';

/** A generation of n images is expected to take 20 s × √n (700 ms in mock mode). */
export const BASE_DURATION_MS = 20_000;
export const MOCK_DURATION_MS = 700;
export const TAKING_LONGER_MESSAGE = 'The operation is taking longer than expected. Please check again soon.';
export const PERCENT_INPUT_MESSAGE = 'Input must be between 0 and 1.';

export function estimatedDurationMs(imageCount: number, mockMode: boolean): number {
  return mockMode ? MOCK_DURATION_MS : BASE_DURATION_MS * Math.sqrt(imageCount);
}

/** How far along a generation looks after `elapsedMs`, as 0..1; it never passes the 95 % cap. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return PROGRESS_CAP;
  return Math.min(PROGRESS_CAP, Math.max(0, elapsedMs / durationMs));
}

/** '{n} minute(s) remaining' until the estimate runs out, then the taking-longer message. */
export function remainingText(elapsedMs: number, durationMs: number): string {
  const leftMs = durationMs - elapsedMs;
  if (leftMs <= 0) return TAKING_LONGER_MESSAGE;
  return `${Math.ceil(leftMs / 60_000)} minute(s) remaining`;
}

/** The percentage helper rejects fractions outside 0..1, so a bad estimate fails loudly. */
export function progressPercent(fraction: number): number {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(PERCENT_INPUT_MESSAGE);
  return Math.round(fraction * 100);
}
