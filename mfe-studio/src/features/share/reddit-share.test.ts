import { ALREADY_REWARDED_MESSAGE, ApiError, CREDITS_AWARDED_MESSAGE, SHARE_FAILED_MESSAGE } from 'api-client';
import { absoluteImageUrl, offerLabel, REDDIT_POST_TITLE, redditSubmitUrl, verifyFailureMessage, verifyOutcome } from './reddit-share';

describe('redditSubmitUrl', () => {
  it("opens the community's submit page with the hosted copy and the fixed title, both encoded", () => {
    expect(redditSubmitUrl('aiart', 'https://i.example.com/a b.jpg?x=1&y=2')).toBe(
      'https://www.reddit.com/r/aiart/submit?url=https%3A%2F%2Fi.example.com%2Fa%20b.jpg%3Fx%3D1%26y%3D2&title=Made%20with%20AI%20Photographer',
    );
    const url = new URL(redditSubmitUrl('selfies', 'https://i.example.com/a.jpg'));
    expect(url.pathname).toBe('/r/selfies/submit');
    expect(url.searchParams.get('url')).toBe('https://i.example.com/a.jpg');
    expect(url.searchParams.get('title')).toBe(REDDIT_POST_TITLE);
  });
});

describe('verifyOutcome', () => {
  it("awards with 'Credits awarded!' whatever the server words it", () => {
    expect(verifyOutcome({ status: 'success', message: 'ok', credits: 50 })).toEqual({ awarded: true, message: CREDITS_AWARDED_MESSAGE });
  });

  it("shows the server's reason for a refusal, else 'Failed to share image'", () => {
    expect(verifyOutcome({ status: 'failed', message: 'The post is not in r/aiart or r/selfies', credits: 0 })).toEqual({
      awarded: false,
      message: 'The post is not in r/aiart or r/selfies',
    });
    expect(verifyOutcome({ status: 'failed', message: ' ', credits: 0 })).toEqual({ awarded: false, message: SHARE_FAILED_MESSAGE });
  });
});

describe('verifyFailureMessage', () => {
  it('reads a plain 400 as a post that has already earned credits', () => {
    expect(verifyFailureMessage(new ApiError('Bad Request', 400, { message: 'Already rewarded' }))).toBe(ALREADY_REWARDED_MESSAGE);
  });

  it("shows a validation 400 (it names a field) and other 4xx as the server words them", () => {
    expect(verifyFailureMessage(new ApiError('x', 400, { message: 'redditPostUrl: too long', field: 'redditPostUrl' }, undefined, 'redditPostUrl')))
      .toBe('redditPostUrl: too long');
    expect(verifyFailureMessage(new ApiError('x', 429, { message: 'Too many requests' }))).toBe('Too many requests');
  });

  it("says 'Failed to share image' for server errors and network failures", () => {
    expect(verifyFailureMessage(new ApiError('x', 500, { message: 'Internal error (request abc)' }))).toBe(SHARE_FAILED_MESSAGE);
    expect(verifyFailureMessage(new TypeError('Network Error'))).toBe(SHARE_FAILED_MESSAGE);
  });
});

describe('offerLabel', () => {
  it('names the amount once known', () => {
    expect(offerLabel(50)).toBe('Get 50 free credits');
    expect(offerLabel(null)).toBe('Get free credits');
  });
});

describe('absoluteImageUrl', () => {
  it("turns the API's file path into a full address, leaving a full one as it is", () => {
    expect(absoluteImageUrl('/ai-photographer/files/a1.jpg?exp=1&sig=x')).toBe('http://localhost/ai-photographer/files/a1.jpg?exp=1&sig=x');
    expect(absoluteImageUrl('https://cdn.example.com/a1.jpg')).toBe('https://cdn.example.com/a1.jpg');
  });
});
