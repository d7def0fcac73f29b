import { SHOWCASE_HONEST_LABEL, type PublicShowcase, type PublicShowcaseItem } from 'api-client/runtime';
import { PREVIEW_HEADLINE, PROMISE } from 'api-client/promises';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useImpression } from 'shared-ui/start-up';
import { ClaimsBand } from '../components/claims-band';
import { CtaLink } from '../components/cta-link';
import { MarketingFooter } from '../components/marketing-footer';
import { onboardingHref } from '../components/onboarding-href';
import { Section } from '../components/section';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { showcaseImage, useShowcase } from '../components/use-showcase';
import { useSupportEmails } from '../components/use-support-emails';
import { CLAIMS, CLAIMS_LEAD, CLAIMS_TITLE } from '../content/claims';
import { COMPARISON_COLUMNS, COMPARISON_ROWS, COMPARISON_TITLE } from '../content/comparison';
import { faqItems } from '../content/faq';
import { landingContentFor } from '../content/landing-content';
import { PERSONA_CONTENT } from '../content/persona-content';
import { REVIEWS } from '../content/reviews';
import { ComparisonTable } from '../features/comparison/comparison-table';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { HeroSection } from '../features/hero/components/hero-section';
import { StickyBarSpacer, StickyCtaBar } from '../features/hero/components/sticky-cta-bar';
import { PersonaCards } from '../features/personas/persona-cards';
import { ReviewCards } from '../features/reviews/review-cards';
import { Showcase } from '../features/showcase/showcase-section';

/** The first photo the admin placed on this persona's card, for the persona's own landing page. */
function personaHero(showcase: PublicShowcase, persona: string | null): PublicShowcaseItem | undefined {
  const cards = showcase.personaCards;
  return persona && Object.hasOwn(cards, persona) ? cards[persona as keyof typeof cards][0] : undefined;
}

const Closing = styled.div`
  display: flex;
  justify-content: center;
`;

/** Every landing path renders this page; its content is chosen by the URL path. */
export default function LandingPage() {
  const { pathname, search } = useLocation();
  const content = landingContentFor(pathname);
  const ctaHref = onboardingHref(content.persona, search);
  useMarketingMeta(content.metaData);
  useImpression('onboarding', 'landing', content.persona);
  const showcase = useShowcase();
  const supportEmails = useSupportEmails();
  // Real customers' photos (with their consent) where the admin placed them; illustrations everywhere else. A
  // persona's landing page leads with the photo placed on that persona's card.
  const hero = content.isHomePage ? showcase.landingHero[0] : personaHero(showcase, content.persona);
  const demo = showcase.landingDemo.find((item) => item.before.length > 0);
  const personaPhotos = Object.fromEntries(
    Object.entries(showcase.personaCards).flatMap(([persona, items]) => (items[0] ? [[persona, showcaseImage(items[0].after, items[0].caption)]] : [])),
  );

  return (
    <>
      <main>
        <HeroSection
          content={content}
          ctaHref={ctaHref}
          photo={hero && { image: showcaseImage(hero.after, hero.caption), label: SHOWCASE_HONEST_LABEL }}
        />
        <Section id="personas" eyebrow="Made for you" title="What do you need photos for?" tinted>
          <PersonaCards personas={PERSONA_CONTENT} search={search} photos={personaPhotos} realLabel={SHOWCASE_HONEST_LABEL} />
        </Section>
        <Section
          id="showcase"
          eyebrow="How it works"
          title={content.inputOutputTitle}
          lead={`Upload ${PROMISE.selfies}. We train an AI model of your face, then photograph you anywhere, in any style.`}
        >
          {demo ? (
            <Showcase
              inputs={demo.before.map((photo, index) => showcaseImage(photo, `Real selfie ${index + 1}: ${demo.caption}`))}
              output={showcaseImage(demo.after, `Photo made by the product: ${demo.caption}`)}
              caption={`${SHOWCASE_HONEST_LABEL}: ${demo.caption}`}
            />
          ) : (
            <Showcase inputs={content.images.slice(1)} output={content.outputImage} />
          )}
        </Section>
        <Section id="claims" eyebrow="Pricing" title={CLAIMS_TITLE} lead={CLAIMS_LEAD} tinted>
          <ClaimsBand claims={CLAIMS} />
        </Section>
        <Section id="reviews" eyebrow="Reviews" title="What our customers say">
          <ReviewCards reviews={REVIEWS} />
        </Section>
        <Section
          id="comparison"
          eyebrow="Compare"
          title={COMPARISON_TITLE}
          lead="Three ways to get AI photos of yourself, side by side."
          tinted
        >
          <ComparisonTable caption="AI Photographer compared with two other image generators" columns={COMPARISON_COLUMNS} rows={COMPARISON_ROWS} />
        </Section>
        <Section id="faq" eyebrow="FAQ" title="Frequently asked questions">
          <FaqAccordion items={faqItems(undefined, supportEmails?.payments ?? null)} />
        </Section>
        <Section
          id="start"
          title="Ready for your best photos yet?"
          lead={`${PREVIEW_HEADLINE} Your first pack arrives in ${PROMISE.firstPackTime}.`}
          tinted
        >
          <Closing>
            <CtaLink to={ctaHref}>Get my photos</CtaLink>
          </Closing>
        </Section>
      </main>
      <MarketingFooter />
      <StickyBarSpacer />
      <StickyCtaBar href={ctaHref} />
    </>
  );
}
