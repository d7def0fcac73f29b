import { promiseContradictions } from 'api-client';
import { TESTIMONIALS } from './testimonials';

describe('testimonials', () => {
  it('say nothing a promise contradicts (docs/promises.md)', () => {
    expect(TESTIMONIALS.flatMap((item) => promiseContradictions(item.text))).toEqual([]);
  });
});
