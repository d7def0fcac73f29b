import { PACKAGES_LOAD_FAILED_MESSAGE, type PackagesReply } from 'api-client';
import { Banner, Button, Stack, type ApiQueryResult } from 'shared-ui';
import { SkeletonGrid } from '../../../lib/skeleton';
import { usePlanChoice } from '../hooks/use-plan-choice';
import { splitWhale, subscriptionPlans } from '../plan-choice';
import { PlanChangeDialog } from './plan-change-dialog';
import { planActionLabel, PlanGrid } from './plan-grid';
import { WhaleCard } from './whale-card';

export interface SubscriptionPlansProps {
  packages: ApiQueryResult<PackagesReply>;
  /** Pricing shows the whale plan as a gold card; buy-more leaves it out. */
  showWhale: boolean;
}

/** The subscription plans with their loading and error states, choice logic and compare dialog. */
export function SubscriptionPlans({ packages, showWhale }: SubscriptionPlansProps) {
  const plans = packages.status === 'success' ? subscriptionPlans(packages.data.packages) : [];
  const { pendingKey, choose, pendingChange, confirmChange, cancelChange } = usePlanChoice(plans);
  const { regular, whale } = splitWhale(plans);

  if (packages.status === 'loading') return <SkeletonGrid label="Loading plans" count={3} height={340} />;
  if (packages.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={() => void packages.refetch()}>Try again</Button>}>
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
