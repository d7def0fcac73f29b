import { TAKING_LONGER_MESSAGE, localStartTime, remainingMessage } from './training-time';

const start = '2026-05-01T10:00:00.000Z';
const at = (minutes: number) => Date.parse(start) + minutes * 60_000;

describe('remainingMessage', () => {
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
