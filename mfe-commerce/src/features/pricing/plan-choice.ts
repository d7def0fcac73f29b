import { type Package, priceToNumber, WHALE_REFERENCE } from 'api-client';

export interface PlanChange {
  isUpgrade: boolean;
  title: 'Upgrade Your Subscription' | 'Change Your Subscription';
  confirmLabel: 'Upgrade Now' | 'Confirm Change';
}

/** What choosing a plan does (docs/credits-and-payments.md#plan-changes). */
export type PlanAction =
  | { kind: 'login' }
  | { kind: 'current' }
  | { kind: 'change'; from: Package; change: PlanChange }
  | { kind: 'checkout' };

/** Upgrade when the new plan costs more than the current one, otherwise a change. */
export function planChange(current: Package, target: Package): PlanChange {
  const isUpgrade = (priceToNumber(target.Price) ?? 0) > (priceToNumber(current.Price) ?? 0);
  return isUpgrade
    ? { isUpgrade, title: 'Upgrade Your Subscription', confirmLabel: 'Upgrade Now' }
    : { isUpgrade, title: 'Change Your Subscription', confirmLabel: 'Confirm Change' };
}

export function planAction(target: Package, plans: readonly Package[], loggedIn: boolean): PlanAction {
  if (!loggedIn) return { kind: 'login' };
  if (target.IsCurrentSubscription) return { kind: 'current' };
  const current = plans.find((plan) => plan.IsCurrentSubscription && plan.Type === 'subscription');
  return current ? { kind: 'change', from: current, change: planChange(current, target) } : { kind: 'checkout' };
}

export function subscriptionPlans(packages: readonly Package[]): Package[] {
  return packages.filter((pkg) => pkg.Type === 'subscription');
}

/** The whale tier is kept out of the plan list: pricing shows it apart as a gold card, buy-more not at all. */
export function splitWhale(plans: readonly Package[]): { regular: Package[]; whale: Package | null } {
  return {
    regular: plans.filter((plan) => plan.Reference !== WHALE_REFERENCE),
    whale: plans.find((plan) => plan.Reference === WHALE_REFERENCE) ?? null,
  };
}

export function paygBundles(packages: readonly Package[]): Package[] {
  return packages.filter((pkg) => pkg.Type === 'payg').sort((a, b) => a.Credits - b.Credits);
}
