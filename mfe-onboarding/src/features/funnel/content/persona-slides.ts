import type { Persona } from 'api-client';
import { PACK_IMAGE_COUNT } from 'api-client/runtime';
import { PROMISE } from 'api-client/promises';
import { RESULTS } from './illustrations';
import type { DemoPrompt } from './slide.types';

/** The demo's model is an example: what the slide says before the user has uploaded anything. */
export const DEMO_MODEL_READY = 'In this demo the example model is ready. With your own photos it works the same way.';

/** What changes per persona on each slide: copy and images. */
export interface PersonaSlideCopy {
  intro: { title: string; text: string; imageUrl: string; imageAlt: string };
  trainingComplete: { text: string; prompts: DemoPrompt[] };
  packIntro: { title: string; text: string; imageUrl: string; imageAlt: string };
  whyAi: { text: string };
}

export const PERSONA_SLIDES: Record<Persona, PersonaSlideCopy> = {
  influencer: {
    intro: {
      title: 'Fresh content, no photo shoot',
      text: 'Train an AI model of yourself once, then create scroll-stopping photos for every post: travel, fashion and studio looks in minutes.',
      imageUrl: RESULTS.beachSunset,
      imageAlt: 'Illustration of a person at a sunset beach',
    },
    trainingComplete: {
      text: `${DEMO_MODEL_READY} Describe a scene and it puts you in it. Try one of these:`,
      prompts: [
        { prompt: 'model on a beach at golden hour, linen shirt, candid smile', imageUrl: RESULTS.beachSunset },
        { prompt: 'model on a city rooftop at night, neon lights, street style', imageUrl: RESULTS.cityNight },
        { prompt: 'model in a sunny café with a latte, film photo look', imageUrl: RESULTS.cafe },
      ],
    },
    packIntro: {
      title: 'Photo packs: a month of posts at once',
      // A getter: the time follows the configured trainer when the slide is shown.
      get text() {
        return `Pick a style such as Travel or Street Style and get ${PROMISE.packPhotos} of you: your first pack arrives in ${PROMISE.firstPackTime}.`;
      },
      imageUrl: RESULTS.cityNight,
      imageAlt: 'Illustration of a person on a city street at night',
    },
    whyAi: { text: 'Post new looks every week without booking a photographer, travelling or changing outfits.' },
  },
  professional: {
    intro: {
      title: 'A studio headshot from your selfies',
      text: `Skip the ${PROMISE.studioCost} studio session. Your AI model creates polished LinkedIn headshots in business attire and office settings.`,
      imageUrl: RESULTS.officeHeadshot,
      imageAlt: 'Illustration of a person in a suit in an office',
    },
    trainingComplete: {
      text: `${DEMO_MODEL_READY} Describe the headshot you need. Try one of these:`,
      prompts: [
        { prompt: 'professional headshot of model in a navy suit, soft office light', imageUrl: RESULTS.officeHeadshot },
        { prompt: 'model in a black blazer on a light grey studio background', imageUrl: RESULTS.studioHeadshot },
        { prompt: 'model speaking at a tech conference, blue stage light', imageUrl: RESULTS.conference },
      ],
    },
    packIntro: {
      title: 'Photo packs: every headshot you need',
      // A getter: the time follows the configured trainer when the slide is shown.
      get text() {
        return `The Headshots pack gives you ${PACK_IMAGE_COUNT} professional photos (studio, office, outdoors): your first pack arrives in ${PROMISE.firstPackTime}.`;
      },
      imageUrl: RESULTS.studioHeadshot,
      imageAlt: 'Illustration of a person in a blazer on a grey background',
    },
    whyAi: { text: 'A consistent, current headshot for LinkedIn, your team page and your CV, without taking a day off for a shoot.' },
  },
  single: {
    intro: {
      title: 'Dating photos that look like you',
      text: 'Natural, flattering photos in real-life places (cafés, hikes, city nights) so your profile gets more matches.',
      imageUrl: RESULTS.hiking,
      imageAlt: 'Illustration of a person on a hike',
    },
    trainingComplete: {
      text: `${DEMO_MODEL_READY} Describe a moment worth a swipe. Try one of these:`,
      prompts: [
        { prompt: 'model laughing in a cosy café, warm window light', imageUrl: RESULTS.cafe },
        { prompt: 'model on a mountain trail, relaxed smile, sunny day', imageUrl: RESULTS.hiking },
        { prompt: 'model at a candle-lit dinner, smart casual shirt', imageUrl: RESULTS.dinner },
      ],
    },
    packIntro: {
      title: 'Photo packs: a whole profile at once',
      // A getter: the time follows the configured trainer when the slide is shown.
      get text() {
        return `The Dating pack gives you ${PACK_IMAGE_COUNT} natural photos in different places and outfits: your first pack arrives in ${PROMISE.firstPackTime}.`;
      },
      imageUrl: RESULTS.dinner,
      imageAlt: 'Illustration of a person at a dinner table',
    },
    whyAi: { text: 'Profiles with varied, natural photos get more matches. Get them without asking friends to play photographer.' },
  },
  unknown: {
    intro: {
      title: 'Your personal AI photographer',
      text: `Upload ${PROMISE.selfies}, train your own AI model, and create photos of yourself in any style you can describe.`,
      imageUrl: RESULTS.painting,
      imageAlt: 'Illustration of a person in a colourful portrait',
    },
    trainingComplete: {
      text: `${DEMO_MODEL_READY} Describe any photo of yourself. Try one of these:`,
      prompts: [
        { prompt: 'model as an oil painting portrait, bold colours', imageUrl: RESULTS.painting },
        { prompt: 'professional headshot of model, grey studio background', imageUrl: RESULTS.studioHeadshot },
        { prompt: 'model on a beach at sunset, summer clothes', imageUrl: RESULTS.beachSunset },
      ],
    },
    packIntro: {
      title: 'Photo packs: 30 photos in one style',
      // A getter: the time follows the configured trainer when the slide is shown.
      get text() {
        return `Choose a style, from headshots to travel, and get ${PROMISE.packPhotos} of you: your first pack arrives in ${PROMISE.firstPackTime}.`;
      },
      imageUrl: RESULTS.conference,
      imageAlt: 'Illustration of a person on a stage',
    },
    whyAi: { text: 'Any look, any place, whenever you want it, from a few selfies.' },
  },
};
