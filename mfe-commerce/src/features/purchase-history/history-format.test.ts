import { formatHistoryAmount, formatHistoryBalance, formatHistoryCredits, formatHistoryDate, formatHistoryTrainings } from './history-format';

describe('purchase history formats', () => {
  it('writes amounts as the pricing pages write dollars, money given back as refunded, and no money as no payment', () => {
    expect(formatHistoryAmount({ amountCents: 3999, currency: 'usd' })).toBe('$39.99');
    expect(formatHistoryAmount({ amountCents: 2000, currency: 'usd' })).toBe('$20.00');
    expect(formatHistoryAmount({ amountCents: -3999, currency: 'usd' })).toBe('Refunded $39.99');
    expect(formatHistoryAmount({ amountCents: 1500, currency: 'eur' })).toBe('€15.00');
    expect(formatHistoryAmount({ amountCents: null, currency: null })).toBe('No payment');
  });

  it('signs credits, with a true minus sign and separators from 10000 as everywhere, and says when none moved', () => {
    expect(formatHistoryCredits(3000)).toBe('+3000 credits');
    expect(formatHistoryCredits(30000)).toBe('+30,000 credits');
    expect(formatHistoryCredits(1)).toBe('+1 credit');
    expect(formatHistoryCredits(-200)).toBe('\u2212200 credits');
    expect(formatHistoryCredits(0)).toBe('No credits');
  });

  it('writes the balance after an entry as the navigation does, and what it did to included trainings', () => {
    expect(formatHistoryBalance(2970)).toBe('2970 credits');
    expect(formatHistoryBalance(12500)).toBe('12,500 credits');
    expect(formatHistoryTrainings(1)).toBe('+1 training included');
    expect(formatHistoryTrainings(-1)).toBe('Used an included training');
    expect(formatHistoryTrainings(0)).toBeNull();
  });

  it('writes the day, and leaves a date it cannot read as it is', () => {
    expect(formatHistoryDate('2030-03-15T12:00:00.000Z')).toBe('Mar 15, 2030');
    expect(formatHistoryDate('soon')).toBe('soon');
  });
});
