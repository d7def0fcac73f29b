import { formatShortCredits } from './short-credits';

describe('formatShortCredits', () => {
  it.each([
    [3000, '3k'],
    [6000, '6k'],
    [30000, '30k'],
    [70000, '70k'],
    [1500, '1.5k'],
    [1000, '1k'],
    [999, '999'],
    [300, '300'],
  ])('%i shows as %s', (credits, text) => {
    expect(formatShortCredits(credits)).toBe(text);
  });
});
