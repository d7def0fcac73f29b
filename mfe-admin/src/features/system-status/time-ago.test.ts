import { timeAgo } from './time-ago';

const NOW = Date.parse('2030-01-10T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it.each([
    [0, '0 minutes ago'],
    [1 * MIN, '1 minute ago'],
    [59 * MIN + 59_000, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [10 * 24 * 60 * MIN, '10 days ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(timeAgo(before(ms), NOW)).toBe(text);
  });

  it('reads Never without a time and treats a future time as now', () => {
    expect(timeAgo(null, NOW)).toBe('Never');
    expect(timeAgo(new Date(NOW + 5 * MIN).toISOString(), NOW)).toBe('0 minutes ago');
  });
});
