// The guide article at /articles/flux-loras-ultimate-guide: real, useful content with sign-up links.
import { PROMISE } from 'api-client/promises';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Shows a sign-up call-to-action after the section. */
  signUpAfter?: boolean;
}

export const GUIDE_ARTICLE = {
  title: 'The ultimate guide to Flux LoRAs: creating a custom image model of yourself',
  byline: 'AI Photographer team · 6 minute read',
  lead:
    'Text-to-image models can draw almost anything, except you. They have never seen your face. A LoRA fine-tune fixes that: with a dozen or so photos it teaches a large image model one new subject, and from then on you can place that subject in any scene you can describe. This guide explains how it works, how to prepare your photos and how to get the most from the finished model.',
  signUpText: 'Create your own model',
  sections: [
    {
      heading: 'What is a LoRA?',
      paragraphs: [
        'LoRA stands for Low-Rank Adaptation. Instead of retraining all of a model\u2019s billions of weights, which would need a data centre and a huge photo collection, LoRA freezes the original model and trains a small set of extra weights that sit beside it. Those extra weights are "low rank": two thin matrices whose product nudges each layer towards the new subject.',
        'The result is a file of tens of megabytes rather than tens of gigabytes. It trains in minutes, can be switched on and off, and leaves the base model\u2019s general knowledge (lighting, composition, clothing, places) intact. That is exactly what you want for portraits: the base model knows how a studio headshot looks, and the LoRA knows how you look.',
      ],
    },
    {
      heading: 'Why Flux?',
      paragraphs: [
        'Flux is a recent family of open-weight text-to-image models known for realistic skin, hands and text, and for following long prompts closely. Those strengths matter for portraits: a small error in a face is far more noticeable than in a landscape. Flux also responds well to LoRA training, needing only 12-20 images and around a thousand training steps to learn a face convincingly.',
        'AI Photographer uses Flux as its main generation model and other models for post-processing and upscaling, so the final images are sharp enough to print.',
      ],
    },
    {
      heading: 'Step 1: choose your training photos',
      paragraphs: [
        'Training photos are the single biggest factor in quality. The model learns whatever is constant across your photos, so make sure the only constant is your face.',
      ],
      list: [
        'Use 12 to 20 photos. Fewer leaves gaps; many more adds little and can over-fit.',
        'Only you in each photo: crop out other people and pets.',
        'Vary backgrounds, outfits, lighting, expressions and angles.',
        'Mostly head-and-shoulders shots, plus a few half-body ones.',
        'Avoid sunglasses, hats, heavy filters and blurry or very dark photos.',
        'Use recent photos that match how you look today.',
      ],
    },
    {
      heading: 'Step 2: train the model',
      // A getter: the training time follows the configured trainer when the page is shown.
      get paragraphs() {
        return [
          'During training each photo is paired with a short caption that includes a trigger word, a token the model does not already associate with anything. On AI Photographer the trigger word is simply "model". Over about a thousand steps the LoRA learns that this word means your face, while the rest of the caption explains away everything else in the photo.',
          `Settings matter. Too few steps or too low a learning rate and the likeness is weak; too many and the model over-fits, reproducing your training backgrounds and losing flexibility. We tune these per training run so you do not have to, and training finishes in ${PROMISE.trainingTime}.`,
        ];
      },
      signUpAfter: true,
    },
    {
      heading: 'Step 3: write prompts that work',
      paragraphs: [
        'A good prompt names the subject with the trigger word and then describes the photo you want the way a photographer would: framing, setting, clothing, light and style.',
      ],
      list: [
        'Weak: "model, nice photo".',
        'Strong: "close-up studio headshot of model in a charcoal blazer, soft window light, neutral grey backdrop, shallow depth of field".',
        'Strong: "candid photo of model laughing at a street café in Lisbon, golden hour, 35mm film look".',
      ],
    },
    {
      heading: 'Step 4: iterate like a photographer',
      paragraphs: [
        'Generate a few images per prompt and keep the best; the same prompt gives a different photo each time. When one is close, change one detail at a time (the outfit, the light, the background) rather than rewriting everything. Save prompts that work: they become your personal presets.',
        'If results drift from your likeness, the prompt may be asking for too much at once, or describing features that contradict your face. Simpler prompts with strong lighting and framing words usually fix it. If the likeness is poor everywhere, retrain with better photos: that is almost always the cause.',
      ],
    },
    {
      heading: 'Ethics and ownership',
      paragraphs: [
        `Only train a model on your own photos, or on photos of an adult who has agreed to it. Do not create images of public figures or anyone you are not allowed to depict. On AI Photographer you own the photos you generate and may use them commercially, and your training photos are used only for your model and are deleted a set time after your training ends (the privacy policy says when), or at once when you delete your model or your account.`,
      ],
    },
    {
      heading: 'Skip the setup',
      // A getter: the training time follows the configured trainer when the page is shown.
      get paragraphs() {
        return [
          `You can do all of this yourself with a GPU, a training script and an afternoon of tuning. Or upload your selfies to AI Photographer, and we train, tune and host your Flux LoRA for you, with ready-made photo packs of ${PROMISE.packPhotos}: your first arrives in ${PROMISE.firstPackTime}. A studio shoot costs ${PROMISE.studioCost}; your first pack costs a fraction of that.`,
        ];
      },
      signUpAfter: true,
    },
  ] satisfies ArticleSection[],
};
