import { usePackages } from '../features/pricing/hooks/use-packages';
import { PriceStorySection } from '../features/pricing/components/price-story-section';
import { firstPackBreakdown, PROMISE } from 'api-client';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { personaSchema, type Persona } from 'api-client';
import { decodeBase64Param, PACK_PARAM, useImpression, usePageMeta, VisuallyHidden } from 'shared-ui';
import { PackOfferList } from '../features/packs/components/pack-offer-list';
import { packPurchase } from '../features/packs/pack-purchase';
import { useCheckoutRedirect } from '../lib/checkout/use-checkout-redirect';
import { useBuyerState } from '../features/packs/hooks/use-buyer-state';
import { usePhotoPacks } from '../features/packs/hooks/use-photo-packs';
import { Hero, PricingPageFrame } from '../features/pricing/components/pricing-layout';
import { VisitorLinks } from '../features/pricing/components/visitor-links';
import { PreviewOffer } from '../features/preview-offer/components/preview-offer';

/** The label of the pack a preview photo's "Get 30 like this" leads to. */
export const FEATURED_PACK_LABEL = 'Like your preview';

/** The base64 persona of the query (onboarding's last slide); unknown or unreadable means none. */
export function personaFromQuery(param: string | null): Persona | null {
  const parsed = personaSchema.safeParse(decodeBase64Param(param));
  return parsed.success && parsed.data !== 'unknown' ? parsed.data : null;
}

/**
 * buy-packs: packs for a one-time price, the visitor's persona first; for a buyer without a trained model
 * the packs that include training lead and the others say what the training adds. `?pack=<reference>`
 * (a preview photo's "Get 30 like this") puts that pack first and brings it into view. A signed-in user sees
 * their free preview here, or the invitation to make one.
 */
export default function BuyPacksPage() {
  usePageMeta({
    title: 'Photo packs | AI Photographer',
    description: '30 photos of you in one style for a one-time price. No photo studio needed.',
  });
  const [params] = useSearchParams();
  const persona = useMemo(() => personaFromQuery(params.get('persona')), [params]);
  const packReference = params.get(PACK_PARAM);
  const featured = useMemo(() => (packReference ? { reference: packReference, label: FEATURED_PACK_LABEL } : null), [packReference]);
  useImpression('pricing', 'buy-packs-page', persona);
  const packs = usePhotoPacks(persona);
  const packages = usePackages();
  const { pendingKey, buy } = useCheckoutRedirect(packPurchase);
  const buyer = useBuyerState();

  return (
    <PricingPageFrame>
      <VisitorLinks />
      <Hero>
        <h1>Photo packs</h1>
        <p>
          {PROMISE.packPhotos} of you in one style: your first pack arrives in {firstPackBreakdown()}. One-time purchase, no
          subscription.
        </p>
      </Hero>
      <PreviewOffer persona={persona} />
      {/* The pack cards' titles are h3s, as on pricing and buy-more: an h2 keeps the outline whole. */}
      <VisuallyHidden as="h2">Packs for sale</VisuallyHidden>
      <PackOfferList
        packs={packs}
        actionLabel="Purchase Pack"
        pendingKey={pendingKey}
        onBuy={(pack) => void buy(pack)}
        buyer={buyer}
        featured={featured}
      />
      <PriceStorySection packages={packages} packs={packs} needsModel={buyer === 'loading' || buyer.needsModel} />
      <p style={{ margin: 0, textAlign: 'center' }}>
        Want credits to create anything? <Link to="/pricing">See plans and credit bundles</Link>.
      </p>
    </PricingPageFrame>
  );
}
