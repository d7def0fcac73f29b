import styled from 'styled-components';
import type { Package } from 'api-client';
import { media } from 'shared-ui';
import { planChange } from '../plan-choice';
import { PlanCard } from './plan-card';

export interface PlanGridProps {
  plans: readonly Package[];
  /** Every subscription plan, the whale too: the current plan may be one not shown here. */
  allPlans: readonly Package[];
  pendingKey: string | null;
  onChoose: (plan: Package) => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
  gap: 24px 16px;
  padding-top: 14px;
  ${media.mobile`grid-template-columns: 1fr;`}
`;

/** The button reads like what it does: subscribe, or move up or across from the current plan. */
export function planActionLabel(plan: Package, plans: readonly Package[]): string {
  const current = plans.find((candidate) => candidate.IsCurrentSubscription);
  if (!current) return 'Subscribe';
  return planChange(current, plan).isUpgrade ? 'Upgrade' : 'Switch plan';
}

export function PlanGrid({ plans, allPlans, pendingKey, onChoose }: PlanGridProps) {
  return (
    <Grid>
      {plans.map((plan) => (
        <PlanCard
          key={plan.Reference}
          plan={plan}
          actionLabel={planActionLabel(plan, allPlans)}
          busy={pendingKey === plan.Reference}
          disabled={pendingKey !== null}
          onChoose={onChoose}
        />
      ))}
    </Grid>
  );
}
