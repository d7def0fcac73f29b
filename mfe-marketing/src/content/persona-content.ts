// Persona content: the three persona cards of the landing page.
import type { PersonaContent } from './content.types';
import { PERSONA_IMAGES } from './illustrations';

export const PERSONA_CONTENT: PersonaContent[] = [
  {
    persona: 'influencer',
    title: 'For creators and influencers',
    text: 'A steady stream of on-brand photos in any location or outfit, with your face consistent in every post.',
    imageUrl: PERSONA_IMAGES.influencer.src,
    imageAlt: PERSONA_IMAGES.influencer.alt,
    actionText: 'Get influencer photos',
  },
  {
    persona: 'professional',
    title: 'For professionals',
    text: 'Headshots for LinkedIn, your CV and company website that look like a studio shoot, without the studio bill.',
    imageUrl: PERSONA_IMAGES.professional.src,
    imageAlt: PERSONA_IMAGES.professional.alt,
    actionText: 'Upgrade my LinkedIn photo',
  },
  {
    persona: 'single',
    title: 'For dating apps',
    text: 'Relaxed, natural photos that show your personality, so your profile gets the attention it deserves.',
    imageUrl: PERSONA_IMAGES.single.src,
    imageAlt: PERSONA_IMAGES.single.alt,
    actionText: 'Get dating app photos',
  },
];
