// The shapes of the marketing content. Content lives in data files, never in components.
import type { Persona } from 'api-client';

export type MarketingPersona = Exclude<Persona, 'unknown'>;

export interface PageMetaData {
  title: string;
  description: string;
  /** Site-relative path; the page and the prerenderer put the deployment's origin and base path in front. */
  canonical: string;
}

/** An illustration with the size it is drawn at, so the layout never shifts while it loads. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface LandingContent {
  title: string;
  textLines: string[];
  images: Illustration[];
  backgroundColor: string;
  mobileBackgroundStyle: string;
  persona: MarketingPersona | null;
  isHomePage: boolean;
  inputOutputTitle: string;
  outputImage: Illustration;
  metaData: PageMetaData;
}

export interface PersonaContent {
  persona: MarketingPersona;
  title: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  actionText: string;
}

export interface Review {
  name: string;
  role: string;
  review: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ClaimItem {
  figure: string;
  text: string;
}
