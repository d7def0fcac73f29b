import { useNavigate } from 'react-router-dom';
import { PricingPageFrame, Hero, Section } from '../features/pricing/components/pricing-layout';
import { useImpression, usePageMeta } from 'shared-ui';
import { PackOfferList } from '../features/packs/components/pack-offer-list';
import { packPurchase } from '../features/packs/pack-purchase';
import { useCheckoutRedirect } from '../lib/checkout/use-checkout-redirect';
import { useBuyerState } from '../features/packs/hooks/use-buyer-state';
import { usePhotoPacks } from '../features/packs/hooks/use-photo-packs';
import { SubscriptionPlans } from '../features/pricing/components/subscription-plans';
import { usePackages } from '../features/pricing/hooks/use-packages';

/**
 * buy-more: up to three packs, each with its credit price too (Generate with credits when the balance
 * covers it), then the plans (no whale) with the save-35% heading.
 */
export const BUY_MORE_PACK_LIMIT = 3;

export default function BuyMorePage() {
  usePageMeta({ title: 'Get more photos | AI Photographer', noindex: true });
  useImpression('pricing', 'buy-more-page');
  const packs = usePhotoPacks();
  const packCheckout = useCheckoutRedirect(packPurchase);
  const packages = usePackages();
  const buyer = useBuyerState();
  const navigate = useNavigate();

  return (
    <PricingPageFrame>
      <Hero>
        <h1>Get more photos</h1>
        <p>Pick another pack, or subscribe for monthly credits.</p>
      </Hero>
      <Section aria-labelledby="more-packs-title">
        <h2 id="more-packs-title">Photo packs</h2>
        <PackOfferList
          packs={packs}
          actionLabel="Buy Now"
          limit={BUY_MORE_PACK_LIMIT}
          pendingKey={packCheckout.pendingKey}
          onBuy={(pack) => void packCheckout.buy(pack)}
          buyer={buyer}
          onGenerateWithCredits={() => navigate('/packs')}
        />
      </Section>
      <Section aria-labelledby="save-title">
        <h2 id="save-title">Save 35% with a subscription</h2>
        <p>Monthly credits for images and packs, 35% off every pack, and credits that roll over.</p>
        <SubscriptionPlans packages={packages} showWhale={false} />
      </Section>
    </PricingPageFrame>
  );
}
