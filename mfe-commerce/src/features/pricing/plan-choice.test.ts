import { PLANS, packagesWithCurrent, plan } from '../../test/commerce-fixtures';
import { paygBundles, planAction, planChange, splitWhale, subscriptionPlans } from './plan-choice';

const starter = plan({ Reference: 'starter', Price: '$9.99', Credits: 1000 });
const pro = plan({ Reference: 'pro', Price: '$19.99', Credits: 3000 });

describe('planChange', () => {
  it('is an upgrade, with Upgrade Now, when the new plan costs more', () => {
    expect(planChange(starter, pro)).toEqual({ isUpgrade: true, title: 'Upgrade Your Subscription', confirmLabel: 'Upgrade Now' });
  });

  it('is a change, with Confirm Change, when the new plan costs less', () => {
    expect(planChange(pro, starter)).toEqual({ isUpgrade: false, title: 'Change Your Subscription', confirmLabel: 'Confirm Change' });
  });

  it('is a change when both cost the same', () => {
    expect(planChange(pro, { ...starter, Price: '$19.99' }).title).toBe('Change Your Subscription');
  });
});

describe('planAction', () => {
  it('sends logged-out visitors to log in first', () => {
    expect(planAction(PLANS[0]!, PLANS, false)).toEqual({ kind: 'login' });
  });

  it('does nothing for the current plan', () => {
    const plans = subscriptionPlans(packagesWithCurrent('pro'));
    expect(planAction(plans[1]!, plans, true)).toEqual({ kind: 'current' });
  });

  it('opens the compare dialog when subscribed to another plan', () => {
    const plans = subscriptionPlans(packagesWithCurrent('pro'));
    const action = planAction(plans[2]!, plans, true);
    expect(action).toMatchObject({ kind: 'change', from: { Reference: 'pro' }, change: { isUpgrade: true } });
  });

  it('goes straight to checkout without a subscription', () => {
    expect(planAction(PLANS[0]!, PLANS, true)).toEqual({ kind: 'checkout' });
  });
});

describe('catalogue helpers', () => {
  it('keeps the whale plan out of the list and hands it over apart', () => {
    const { regular, whale } = splitWhale(PLANS);
    expect(regular.map((p) => p.Reference)).toEqual(['starter', 'pro', 'studio']);
    expect(whale?.Reference).toBe('whale');
  });

  it('lists payg bundles smallest first and plans apart from them', () => {
    const all = packagesWithCurrent(null);
    expect(paygBundles(all).map((b) => b.Credits)).toEqual([3000, 6000, 30000, 70000]);
    expect(subscriptionPlans(all).every((p) => p.Type === 'subscription')).toBe(true);
  });
});
