import { usePhotoPacks } from '../features/packs/hooks/use-photo-packs';
import { PriceStorySection } from '../features/pricing/components/price-story-section';
import { useBuyerState } from '../features/packs/hooks/use-buyer-state';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PACKAGES_LOAD_FAILED_MESSAGE, PROMISE } from 'api-client';
import { Banner, Button, Card, formatCredits, Stack, theme, useImpression, usePageMeta } from 'shared-ui';
import { BundlePicker } from '../features/payg/components/bundle-picker';
import { bundlePurchase } from '../features/payg/bundle-purchase';
import { useCheckoutRedirect } from '../lib/checkout/use-checkout-redirect';
import { preselectedBundle } from '../features/payg/preselect';
import { Hero, PricingPageFrame } from '../features/pricing/components/pricing-layout';
import { VisitorLinks } from '../features/pricing/components/visitor-links';
import { usePackages } from '../features/pricing/hooks/use-packages';
import { paygBundles } from '../features/pricing/plan-choice';
import { SkeletonGrid } from '../lib/skeleton';

export const CREDITS_BANNER_TEXT =
  'Credits never expire. They are not locked if you end a subscription, and they roll over every month.';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  strong {
    color: ${theme.colors.text};
  }
`;

/** payg-pricing: one-time credit bundles (3000 preselected) and the credits banner. */
export default function PaygPricingPage() {
  usePageMeta({
    title: 'Buy credits | AI Photographer',
    description: 'One-time credit bundles of 3k, 6k, 30k or 70k credits. Credits never expire.',
  });
  useImpression('pricing', 'payg-pricing-page');
  const packages = usePackages();
  const packs = usePhotoPacks();
  const buyer = useBuyerState();
  const bundles = packages.status === 'success' ? paygBundles(packages.data.packages) : [];
  const [choice, setChoice] = useState<number | null>(null);
  const selectedCredits = choice ?? preselectedBundle(bundles);
  const selected = bundles.find((bundle) => bundle.Credits === selectedCredits) ?? null;
  const { pendingKey, buy } = useCheckoutRedirect(bundlePurchase);

  return (
    <PricingPageFrame>
      <VisitorLinks />
      <Hero>
        <h1>Buy credits</h1>
        <p>A one-time bundle, no subscription needed.</p>
      </Hero>
      <Banner tone="info">{CREDITS_BANNER_TEXT}</Banner>
      {packages.status === 'loading' && <SkeletonGrid label="Loading credit bundles" count={4} height={150} minWidth={160} />}
      {packages.status === 'error' && (
        <Banner tone="error" actions={<Button variant="secondary" onClick={() => void packages.refetch()}>Try again</Button>}>
          {PACKAGES_LOAD_FAILED_MESSAGE}
        </Banner>
      )}
      {packages.status === 'success' && (
        <Card aria-label="Credit bundles">
          <Stack gap={24}>
            <BundlePicker bundles={bundles} selected={selectedCredits} onSelect={setChoice} />
            {selected && (
              <Summary>
                <p>
                  <strong>{formatCredits(selected.Credits)} credits</strong> for <strong>{selected.Price}</strong>, one-time
                  purchase
                </p>
                <Button loading={pendingKey !== null} onClick={() => void buy(selected)}>
                  Buy
                </Button>
              </Summary>
            )}
          </Stack>
        </Card>
      )}
      <PriceStorySection packages={packages} packs={packs} needsModel={buyer === 'loading' || buyer.needsModel} />
      <p style={{ margin: 0, textAlign: 'center' }}>
        Generating every month? <Link to="/pricing">Subscriptions save {PROMISE.subscriberSaving} on photo packs</Link>.
      </p>
    </PricingPageFrame>
  );
}
