import { promiseContradictions } from 'api-client';
import { CUSTOMER_REVIEWS } from 'shared-ui';
import { TESTIMONIALS } from './testimonials';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));

describe('testimonials', () => {
  it('say nothing a promise contradicts (docs/promises.md)', () => {
    expect(TESTIMONIALS.flatMap((item) => promiseContradictions(item.review))).toEqual([]);
  });

  it('quote the same customers as the landing page: one list of reviews for the site', () => {
    expect(TESTIMONIALS).toBe(CUSTOMER_REVIEWS);
    expect(TESTIMONIALS.map((item) => item.name)).toEqual(['Priya S.', 'Marcus T.', 'Elena R.']);
  });
});
