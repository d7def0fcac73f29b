import { usePageMeta } from 'shared-ui';
import { HeroSection } from '../features/hero/components/hero-section';
import { StickyBarSpacer, StickyCtaBar } from '../features/hero/components/sticky-cta-bar';

export default function LandingPage() {
  usePageMeta({
    title: 'AI Photographer: professional headshots and photos from your selfies',
    description:
      'Train a personal AI model from 12-20 selfies and get professional headshots, dating-app and social media photos.',
  });
  return (
    <>
      <HeroSection />
      <StickyBarSpacer />
      <StickyCtaBar />
    </>
  );
}
