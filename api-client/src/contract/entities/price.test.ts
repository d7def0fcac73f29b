import { priceToNumber } from './price';

describe('priceToNumber', () => {
  it('reads display prices', () => {
    expect(priceToNumber('$9.99')).toBe(9.99);
    expect(priceToNumber('$1,299.00')).toBe(1299);
    expect(priceToNumber('$7')).toBe(7);
  });

  it('is null when there is no number', () => {
    expect(priceToNumber('$')).toBeNull();
    expect(priceToNumber('')).toBeNull();
  });
});
