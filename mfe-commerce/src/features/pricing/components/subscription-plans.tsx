import { PACKAGES_LOAD_FAILED_MESSAGE } from 'api-client';
import { Banner, Button, Stack } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import { usePlanChoice } from '../hooks/use-plan-choice';
import type { PackagesState } from '../hooks/use-packages';
import { splitWhale, subscriptionPlans } from '../plan-choice';
import { PlanChangeDialog } from './plan-change-dialog';
import { planActionLabel, PlanGrid } from './plan-grid';
import { WhaleCard } from './whale-card';

export interface SubscriptionPlansProps {
  state: PackagesState;
  onRetry: () => void;
  /** Pricing shows the whale plan as a gold card; buy-more leaves it out. */
  showWhale: boolean;
}

/** The subscription plans with their loading and error states, choice logic and compare dialog. */
export function SubscriptionPlans({ state, onRetry, showWhale }: SubscriptionPlansProps) {
  const plans = state.kind === 'loaded' ? subscriptionPlans(state.packages) : [];
  const { pendingKey, choose, pendingChange, confirmChange, cancelChange } = usePlanChoice(plans);
  const { regular, whale } = splitWhale(plans);

  if (state.kind === 'loading') return <SkeletonGrid label="Loading plans" count={3} height={340} />;
  if (state.kind === 'failed') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={onRetry}>Try again</Button>}>
        {PACKAGES_LOAD_FAILED_MESSAGE}
      </Banner>
    );
  }
  const onChoose = (plan: (typeof plans)[number]) => void choose(plan);
  return (
    <Stack gap={24}>
      <PlanGrid plans={regular} allPlans={plans} pendingKey={pendingKey} onChoose={onChoose} />
      {showWhale && whale && (
        <WhaleCard
          plan={whale}
          actionLabel={planActionLabel(whale, plans)}
          busy={pendingKey === whale.Reference}
          disabled={pendingKey !== null}
          onChoose={onChoose}
        />
      )}
      <PlanChangeDialog
        pending={pendingChange}
        busy={pendingChange !== null && pendingKey === pendingChange.to.Reference}
        onConfirm={() => void confirmChange()}
        onCancel={cancelChange}
      />
    </Stack>
  );
}
