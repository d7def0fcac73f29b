import { ApiError } from 'api-client';
import { photoIssuesOf } from './photo-issues';

const rejection = (body: unknown, status = 422) => new ApiError('Some photos did not pass the quality check.', status, body);

describe('photoIssuesOf', () => {
  it('reads the per-photo reasons of a 422 answer', () => {
    const issues = [
      { position: 3, name: 'image3.jpg', reason: 'No face found' },
      { position: 7, name: 'image7.png', reason: 'More than one face found' },
    ];
    expect(photoIssuesOf(rejection({ status: 'error', message: 'x', photoIssues: issues }))).toEqual(issues);
  });

  it('drops malformed entries and answers null when none are left', () => {
    const blurry = { position: 2, name: 'image2.jpg', reason: 'Photo too blurry' };
    expect(photoIssuesOf(rejection({ photoIssues: [{ ...blurry, position: 0 }, { position: 2 }, 'junk'] }))).toBeNull();
    expect(photoIssuesOf(rejection({ photoIssues: [blurry, null, { ...blurry, reason: 'Made up' }] }))).toEqual([blurry]);
  });

  it('is null for other errors', () => {
    expect(photoIssuesOf(rejection({ photoIssues: [{ position: 1, reason: 'x' }] }, 400))).toBeNull();
    expect(photoIssuesOf(rejection('text body'))).toBeNull();
    expect(photoIssuesOf(new Error('network'))).toBeNull();
  });
});
