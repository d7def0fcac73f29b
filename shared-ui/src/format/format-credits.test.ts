import { formatCredits } from './format-credits';

describe('formatCredits', () => {
  it('leaves numbers below 10000 without separators', () => {
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(1150)).toBe('1150');
    expect(formatCredits(9999)).toBe('9999');
  });

  it('adds thousands separators from 10000', () => {
    expect(formatCredits(10000)).toBe('10,000');
    expect(formatCredits(1234567)).toBe('1,234,567');
  });
});
