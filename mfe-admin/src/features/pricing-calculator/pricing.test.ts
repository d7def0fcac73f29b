import type { Package } from 'api-client';
import {
  bundleMargin, CARD_FEE_FIXED_USD, CARD_FEE_RATE, cardFee, catalogueMargins, DEFAULT_BUNDLE, DEFAULT_TOKEN_COST_USD, IMAGE_COST_USD,
  formatRate, formatUsd, PRICE_DEDUCTION_RATE, TRAINING_IMAGE_MULTIPLE, unitCosts,
} from './pricing';

// Money to a millionth of a dollar: exact figures, without floating-point noise.
const DIGITS = 9;

const pkg = (overrides: Partial<Package>): Package => ({
  Reference: 'ref',
  Title: 'Title',
  Emoji: '',
  Price: '$10.00',
  OldPrice: null,
  Credits: 1000,
  Type: 'payg',
  IsMostPopular: false,
  IsCurrentSubscription: false,
  ...overrides,
});

describe('the constants (spec part 2 §9)', () => {
  it('are the spec values', () => {
    expect(CARD_FEE_RATE).toBe(0.029);
    expect(CARD_FEE_FIXED_USD).toBe(0.3);
    expect(PRICE_DEDUCTION_RATE).toBe(0.2);
    expect(IMAGE_COST_USD).toBe(0.018336);
    expect(DEFAULT_TOKEN_COST_USD).toBeCloseTo(0.0018336, 12);
    expect(TRAINING_IMAGE_MULTIPLE).toBe(115);
    expect(DEFAULT_BUNDLE).toEqual({ credits: 2000, priceUsd: 15 });
  });
});

describe('cardFee', () => {
  it('is 2.9 % plus $0.30', () => {
    expect(cardFee(15)).toBeCloseTo(0.735, DIGITS);
    expect(cardFee(100)).toBeCloseTo(3.2, DIGITS);
    expect(cardFee(0)).toBeCloseTo(0.3, DIGITS);
  });
});

describe('bundleMargin', () => {
  it('works out the default bundle (2000 credits for $15) at the default token cost', () => {
    const sut = bundleMargin(DEFAULT_BUNDLE.credits, DEFAULT_BUNDLE.priceUsd);
    expect(sut.cardFeeUsd).toBeCloseTo(0.735, DIGITS);
    expect(sut.deductionUsd).toBeCloseTo(3, DIGITS);
    expect(sut.netUsd).toBeCloseTo(11.265, DIGITS);
    expect(sut.creditCostUsd).toBeCloseTo(3.6672, DIGITS);
    expect(sut.marginUsd).toBeCloseTo(7.5978, DIGITS);
    expect(sut.marginRate).toBeCloseTo(0.50652, DIGITS);
    expect(sut.breakEvenTokenCostUsd).toBeCloseTo(0.0056325, DIGITS);
  });

  it('takes another token cost', () => {
    const sut = bundleMargin(3000, 25, 0.004);
    // 25 − (0.725 + 0.30) − 5 = 18.975; credits 3000 × 0.004 = 12
    expect(sut.netUsd).toBeCloseTo(18.975, DIGITS);
    expect(sut.creditCostUsd).toBeCloseTo(12, DIGITS);
    expect(sut.marginUsd).toBeCloseTo(6.975, DIGITS);
    expect(sut.marginRate).toBeCloseTo(0.279, DIGITS);
  });

  it('shows a loss as a negative margin, and has no rate for a free bundle', () => {
    expect(bundleMargin(10000, 5).marginUsd).toBeCloseTo(-14.781, DIGITS); // 5 − 0.445 − 1 − 18.336
    const free = bundleMargin(100, 0);
    expect(free.marginRate).toBeNull();
    expect(free.marginUsd).toBeCloseTo(-0.48336, DIGITS);
    expect(bundleMargin(0, 10).breakEvenTokenCostUsd).toBeNull();
  });
});

describe('unitCosts', () => {
  it('costs an image 10 credits and a training 115 images', () => {
    const sut = unitCosts();
    expect(sut.imageUsd).toBeCloseTo(0.018336, DIGITS);
    expect(sut.trainingUsd).toBeCloseTo(2.10864, DIGITS);
    expect(unitCosts(0.002).trainingUsd).toBeCloseTo(2.3, DIGITS);
  });
});


describe('catalogueMargins', () => {
  it('lists plans, then bundles, each by price, with their margins; an unreadable price has none', () => {
    const rows = catalogueMargins(
      [
        pkg({ Reference: 'b2', Price: '$40.00', Credits: 6000 }),
        pkg({ Reference: 'p1', Price: '$19.99', Credits: 3000, Type: 'subscription' }),
        pkg({ Reference: 'b1', Price: '$25.00', Credits: 3000 }),
        pkg({ Reference: 'odd', Price: 'ask us', Credits: 1 }),
      ],
      DEFAULT_TOKEN_COST_USD,
    );
    expect(rows.map((row) => row.pkg.Reference)).toEqual(['p1', 'b1', 'b2', 'odd']);
    // $25 for 3000: 25 − 1.025 − 5 − 5.5008
    expect(rows[1]?.margin?.marginUsd).toBeCloseTo(13.4742, DIGITS);
    expect(rows[3]?.margin).toBeNull();
  });
});

describe('formatUsd and formatRate', () => {
  it('writes dollars to the cent (or finer), losses with a minus sign, and rates to a tenth of a percent', () => {
    expect(formatUsd(7.5978)).toBe('$7.60');
    expect(formatUsd(-14.781)).toBe('−$14.78');
    expect(formatUsd(-11.025)).toBe('−$11.03');
    expect(formatUsd(0.735)).toBe('$0.74');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.0018336, 7)).toBe('$0.0018336');
    expect(formatRate(0.50652)).toBe('50.7 %');
    expect(formatRate(-0.1)).toBe('−10.0 %');
    expect(formatRate(null)).toBe('—');
  });
});
