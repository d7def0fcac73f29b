import { formatHistoryAmount, formatHistoryCredits, formatHistoryDate } from './history-format';

describe('purchase history formats', () => {
  it('writes amounts as the pricing pages write dollars, money given back as refunded, and no money as no payment', () => {
    expect(formatHistoryAmount({ amountCents: 3999, currency: 'usd' })).toBe('$39.99');
    expect(formatHistoryAmount({ amountCents: 2000, currency: 'usd' })).toBe('$20.00');
    expect(formatHistoryAmount({ amountCents: -3999, currency: 'usd' })).toBe('Refunded $39.99');
    expect(formatHistoryAmount({ amountCents: 1500, currency: 'eur' })).toBe('€15.00');
    expect(formatHistoryAmount({ amountCents: null, currency: null })).toBe('No payment');
  });

  it('signs credits, with a true minus sign, and says when none moved', () => {
    expect(formatHistoryCredits(3000)).toBe('+3,000 credits');
    expect(formatHistoryCredits(1)).toBe('+1 credit');
    expect(formatHistoryCredits(-200)).toBe('\u2212200 credits');
    expect(formatHistoryCredits(0)).toBe('No credits');
  });

  it('writes the day, and leaves a date it cannot read as it is', () => {
    expect(formatHistoryDate('2030-03-15T12:00:00.000Z')).toBe('Mar 15, 2030');
    expect(formatHistoryDate('soon')).toBe('soon');
  });
});
