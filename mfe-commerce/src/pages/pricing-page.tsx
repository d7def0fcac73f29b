import { PROMISE } from 'api-client';
import { PriceStorySection } from '../features/pricing/components/price-story-section';
import { Link } from 'react-router-dom';
import { Accordion, Card, useImpression, usePageMeta, useSession } from 'shared-ui';
import { ContactForm } from '../features/contact/components/contact-form';
import { PackOfferList } from '../features/packs/components/pack-offer-list';
import { packPurchase } from '../features/packs/pack-purchase';
import { useCheckoutRedirect } from '../lib/checkout/use-checkout-redirect';
import { usePhotoPacks } from '../features/packs/hooks/use-photo-packs';
import { useBuyerState } from '../features/packs/hooks/use-buyer-state';
import { Hero, PricingPageFrame, Section } from '../features/pricing/components/pricing-layout';
import { ServicePriceList } from '../features/pricing/components/service-price-list';
import { SubscriptionPlans } from '../features/pricing/components/subscription-plans';
import { VisitorLinks } from '../features/pricing/components/visitor-links';
import { usePackages } from '../features/pricing/hooks/use-packages';
import { PRICING_FAQ } from '../features/pricing/pricing-faq';

/** pricing: plans (whale apart), what credits buy, photo packs, FAQ and, signed in, a contact form. */
export default function PricingPage() {
  usePageMeta({
    title: 'Pricing | AI Photographer',
    description: 'Subscription plans, credit bundles and photo packs. Credits never expire and roll over every month.',
  });
  useImpression('pricing', 'pricing-page');
  const { session } = useSession();
  const packages = usePackages();
  const packs = usePhotoPacks();
  const packCheckout = useCheckoutRedirect(packPurchase);
  // Without a model a pack cannot be made yet: the cards and the price story say so (issue 37).
  const buyer = useBuyerState();
  const needsModel = buyer === 'loading' || buyer.needsModel;

  return (
    <PricingPageFrame>
      <VisitorLinks />
      <Hero>
        <h1>Pricing</h1>
        <p>Subscribe for monthly credits and {PROMISE.subscriberSaving} off every photo pack, or pay once. Credits never expire.</p>
      </Hero>

      <Section aria-labelledby="plans-title">
        <h2 id="plans-title">Subscription plans</h2>
        <SubscriptionPlans packages={packages} showWhale />
        <p>
          Prefer to pay once? <Link to="/payg-pricing">See pay-as-you-go credit bundles</Link>.
        </p>
      </Section>

      <Section aria-labelledby="prices-title">
        <h2 id="prices-title">What credits buy</h2>
        <ServicePriceList />
      </Section>

      <Section aria-labelledby="packs-title">
        <h2 id="packs-title">Photo packs</h2>
        <p>30 photos of you in one style, for a one-time price. A studio shoot costs $300-$500.</p>
        <PackOfferList
          packs={packs}
          actionLabel="Purchase Pack"
          pendingKey={packCheckout.pendingKey}
          onBuy={(pack) => void packCheckout.buy(pack)}
          buyer={buyer}
        />
      </Section>

      <PriceStorySection packages={packages} packs={packs} needsModel={needsModel} />

      <Section aria-labelledby="faq-title">
        <h2 id="faq-title">Questions about buying credits</h2>
        <Accordion items={PRICING_FAQ} />
      </Section>

      {session.status === 'logged-in' && (
        <Card>
          <ContactForm />
        </Card>
      )}
    </PricingPageFrame>
  );
}
