import {
  estimatedDurationMs, PERCENT_INPUT_MESSAGE, progressAt, progressPercent, remainingText, TAKING_LONGER_MESSAGE,
} from './generation-progress';

describe('generation progress', () => {
  it('expects 20 s × √n, or 700 ms in mock mode', () => {
    expect(estimatedDurationMs(1, false)).toBe(20_000);
    expect(estimatedDurationMs(4, false)).toBe(40_000);
    expect(estimatedDurationMs(2, false)).toBeCloseTo(28_284.27, 1);
    expect(estimatedDurationMs(4, true)).toBe(700);
  });

  it('rises linearly and stops at 95 %', () => {
    expect(progressAt(0, 20_000)).toBe(0);
    expect(progressAt(10_000, 20_000)).toBe(0.5);
    expect(progressAt(19_000, 20_000)).toBe(0.95);
    expect(progressAt(60_000, 20_000)).toBe(0.95);
  });

  it('counts whole minutes down, then says it is taking longer', () => {
    expect(remainingText(0, 40_000)).toBe('1 minute(s) remaining');
    expect(remainingText(0, 130_000)).toBe('3 minute(s) remaining');
    expect(remainingText(70_001, 130_000)).toBe('1 minute(s) remaining');
    expect(remainingText(40_000, 40_000)).toBe(TAKING_LONGER_MESSAGE);
    expect(TAKING_LONGER_MESSAGE).toBe('The operation is taking longer than expected. Please check again soon.');
  });

  it('turns a fraction into a percentage and rejects anything outside 0..1', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.955)).toBe(96);
    expect(progressPercent(1)).toBe(100);
    expect(() => progressPercent(1.01)).toThrow(PERCENT_INPUT_MESSAGE);
    expect(() => progressPercent(-0.1)).toThrow('Input must be between 0 and 1.');
    expect(() => progressPercent(Number.NaN)).toThrow(PERCENT_INPUT_MESSAGE);
  });
});
