// Landing content, one entry per landing path. The page picks its entry by URL path.
import { PROMISE } from 'api-client/promises';
import type { LandingContent } from './content.types';
import { HERO_ILLUSTRATION, PERSONA_IMAGES, RESULTS, SHOWCASE_SELFIES } from './illustrations';
import { LANDING_PATHS, PAGE_META, type LandingPath } from './page-meta';

const HOME_LINES = [
  `Upload ${PROMISE.selfies} and we train a personal AI model of you.`,
  'Get professional headshots, dating-app photos and social media pictures without a studio shoot.',
  'Your photos, yours to keep and use however you like.',
];

const HOME: LandingContent = {
  title: 'Your personal AI photographer',
  textLines: HOME_LINES,
  images: [HERO_ILLUSTRATION, ...SHOWCASE_SELFIES],
  backgroundColor: '#eef2ff',
  mobileBackgroundStyle: 'linear-gradient(180deg, #eef2ff 0%, #f6f7f9 100%)',
  persona: null,
  isHomePage: true,
  inputOutputTitle: 'Your selfies in, a studio headshot out',
  outputImage: RESULTS.headshot,
  metaData: PAGE_META['/'],
};

export const LANDING_CONTENT: Record<LandingPath, LandingContent> = {
  '/': HOME,
  '/try-a-new-hairstyle': {
    ...HOME,
    title: 'Try a new hairstyle before you cut',
    textLines: [
      'Curls, a bob, a fade or a bold new colour: see it on you first.',
      `Your AI model learns your face from ${PROMISE.selfies}, then restyles only your hair.`,
      'Take the photos to your stylist and point at the one you love.',
    ],
    isHomePage: false,
    backgroundColor: '#fff7ed',
    mobileBackgroundStyle: 'linear-gradient(180deg, #fff7ed 0%, #f6f7f9 100%)',
    inputOutputTitle: 'Your selfies in, a new hairstyle out',
    outputImage: RESULTS.hairstyle,
    metaData: PAGE_META['/try-a-new-hairstyle'],
  },
  '/business-headshots': {
    ...HOME,
    title: 'Business headshots without the studio',
    // A getter: the first pack's time follows the configured trainer when the page is shown.
    get textLines() {
      return [
        'Polished headshots for LinkedIn, your company page and speaker bios.',
        `A studio shoot costs ${PROMISE.studioCost}. Yours arrive in ${PROMISE.firstPackTime} from ${PROMISE.selfies}.`,
        'Consistent lighting and attire for the whole team, from anywhere.',
      ];
    },
    persona: 'professional',
    isHomePage: false,
    inputOutputTitle: 'Your selfies in, a business headshot out',
    outputImage: RESULTS.headshot,
    metaData: PAGE_META['/business-headshots'],
  },
  '/acting-headshots': {
    ...HOME,
    title: 'Acting headshots for every casting call',
    textLines: [
      'Theatrical, commercial and character looks from one set of selfies.',
      'Refresh your casting profile whenever your look changes, without booking a shoot.',
      'Try dramatic lighting, new wardrobes and backdrops in minutes.',
    ],
    persona: 'professional',
    isHomePage: false,
    backgroundColor: '#f3f4f6',
    mobileBackgroundStyle: 'linear-gradient(180deg, #f3f4f6 0%, #f6f7f9 100%)',
    inputOutputTitle: 'Your selfies in, a theatrical headshot out',
    outputImage: RESULTS.acting,
    metaData: PAGE_META['/acting-headshots'],
  },
  '/landing/influencer-photos': {
    ...HOME,
    title: 'Fresh content for your feed, every day',
    textLines: [
      'Beaches, city rooftops, cosy cafés: post new photos of you without leaving home.',
      'Your AI model keeps your face consistent across every look and location.',
      'You own every photo and may use it commercially, sponsorships included.',
    ],
    images: [PERSONA_IMAGES.influencer, ...SHOWCASE_SELFIES],
    persona: 'influencer',
    isHomePage: false,
    backgroundColor: '#fdf2f8',
    mobileBackgroundStyle: 'linear-gradient(180deg, #fdf2f8 0%, #f6f7f9 100%)',
    inputOutputTitle: 'Your selfies in, a feed-ready photo out',
    outputImage: RESULTS.influencer,
    metaData: PAGE_META['/landing/influencer-photos'],
  },
  '/landing/professional-headshots': {
    ...HOME,
    title: 'Upgrade your LinkedIn photo today',
    get textLines() {
      return [
        'Profiles with a professional photo get far more views and messages.',
        `Get studio-quality headshots in ${PROMISE.firstPackTime}, for a fraction of a ${PROMISE.studioCost} shoot.`,
        'Pick your favourites from a whole pack of looks, backdrops and outfits.',
      ];
    },
    images: [PERSONA_IMAGES.professional, ...SHOWCASE_SELFIES],
    persona: 'professional',
    isHomePage: false,
    inputOutputTitle: 'Your selfies in, a LinkedIn headshot out',
    outputImage: RESULTS.headshot,
    metaData: PAGE_META['/landing/professional-headshots'],
  },
  '/landing/dating-app-photos': {
    ...HOME,
    title: 'Dating app photos that show the real you',
    textLines: [
      'Natural, flattering photos in places you would actually go.',
      'No awkward mirror selfies: your AI model puts your best side forward.',
      'Swap your profile pictures in an evening and watch the matches come in.',
    ],
    images: [PERSONA_IMAGES.single, ...SHOWCASE_SELFIES],
    persona: 'single',
    isHomePage: false,
    backgroundColor: '#fff7ed',
    mobileBackgroundStyle: 'linear-gradient(180deg, #fff7ed 0%, #f6f7f9 100%)',
    inputOutputTitle: 'Your selfies in, a dating profile photo out',
    outputImage: RESULTS.dating,
    metaData: PAGE_META['/landing/dating-app-photos'],
  },
};

/** The content of a landing path; unknown paths (and trailing slashes) fall back sensibly. */
export function landingContentFor(pathname: string): LandingContent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (LANDING_PATHS as readonly string[]).includes(path) ? LANDING_CONTENT[path as LandingPath] : HOME;
}
