import { stepConversion } from './conversion';

describe('stepConversion', () => {
  it('shows the first step (no previous step) as a dash', () => {
    expect(stepConversion(null)).toEqual({ text: '–', capped: false });
  });

  it('shows a rate up to 100 % as it is, to one decimal', () => {
    expect(stepConversion(2 / 3)).toEqual({ text: '66.7 %', capped: false });
    expect(stepConversion(1)).toEqual({ text: '100.0 %', capped: false });
    expect(stepConversion(0)).toEqual({ text: '0.0 %', capped: false });
  });

  it('never shows more than 100 %, and marks a rate it capped', () => {
    expect(stepConversion(1.5)).toEqual({ text: '100.0 %', capped: true });
    expect(stepConversion(12)).toEqual({ text: '100.0 %', capped: true });
    expect(stepConversion(1.0004)).toEqual({ text: '100.0 %', capped: true });
  });

  it('treats a rate that is not a number as unknown', () => {
    expect(stepConversion(Number.POSITIVE_INFINITY)).toEqual({ text: '–', capped: false });
  });
});
