import { TAKING_LONGER_MESSAGE, localStartTime, remainingMessage } from './training-time';

const start = '2026-05-01T10:00:00.000Z';
const at = (minutes: number) => Date.parse(start) + minutes * 60_000;

describe('remainingMessage', () => {
  it('follows the engine\'s own count: at 60 % done after 6 minutes, about 4 are left, not the estimate\'s 19', () => {
    expect(remainingMessage(start, at(6), { percent: 60, source: 'engine' })).toBe('About 4 minutes remaining');
    expect(remainingMessage(start, at(6), { percent: 99, source: 'engine' })).toBe('About 1 minute remaining');
    // A slow training says so honestly: 20 % after 10 minutes leaves about 40.
    expect(remainingMessage(start, at(10), { percent: 20, source: 'engine' })).toBe('About 40 minutes remaining');
    // Too little of the engine's count, or only an estimate: the 25-minute countdown.
    expect(remainingMessage(start, at(6), { percent: 2, source: 'engine' })).toBe('About 19 minutes remaining');
    expect(remainingMessage(start, at(6), { percent: 60, source: 'estimate' })).toBe('About 19 minutes remaining');
  });

  it('counts down from 25 minutes', () => {
    expect(remainingMessage(start, at(0))).toBe('About 25 minutes remaining');
    expect(remainingMessage(start, at(7))).toBe('About 18 minutes remaining');
    expect(remainingMessage(start, at(6.5))).toBe('About 19 minutes remaining');
    expect(remainingMessage(start, at(24.2))).toBe('About 1 minute remaining');
  });

  it('says it takes longer once 25 minutes have passed', () => {
    expect(remainingMessage(start, at(25))).toBe(TAKING_LONGER_MESSAGE);
    expect(remainingMessage(start, at(90))).toBe(TAKING_LONGER_MESSAGE);
  });

  it('never shows more than 25 minutes, even with a clock ahead of ours', () => {
    expect(remainingMessage(start, at(-3))).toBe('About 25 minutes remaining');
  });

  it('falls back to the full time without a start time', () => {
    expect(remainingMessage(null, at(10))).toBe('About 25 minutes remaining');
  });
});

describe('localStartTime', () => {
  it('formats in local time and rejects garbage', () => {
    expect(localStartTime(start)).toBe(new Date(start).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }));
    expect(localStartTime('not a date')).toBeNull();
    expect(localStartTime(null)).toBeNull();
  });
});
