// The instructions page: training tips and generation tips.

export interface TipGroup {
  title: string;
  intro: string;
  tips: { title: string; text: string }[];
}

export const INSTRUCTIONS_TITLE = 'Instructions';

export const TRAINING_TIPS: TipGroup = {
  title: 'Training tips',
  intro: 'Your model can only be as good as the photos it learns from. Spend five minutes choosing them.',
  tips: [
    { title: 'Upload 12 to 20 photos', text: 'Fewer than 12 and the model struggles to learn your face; more than 20 adds little.' },
    { title: 'Only you in the frame', text: 'Crop out friends, partners and pets. Other faces confuse the model.' },
    { title: 'Vary everything but your face', text: 'Different days, outfits, backgrounds, lighting and angles teach the model what stays the same: you.' },
    { title: 'Mostly close-ups', text: 'About two thirds head-and-shoulders, the rest half-body. Your face should be sharp and well lit.' },
    { title: 'No filters or disguises', text: 'Skip beauty filters, heavy make-up you rarely wear, sunglasses and hats.' },
    { title: 'Recent photos', text: 'Use photos from the last year or so, with your current hairstyle and look.' },
    { title: 'Pick the right class', text: 'Choose man or woman where it fits: photo packs and templates are made for those classes.' },
  ],
};

export const GENERATION_TIPS: TipGroup = {
  title: 'Generation tips',
  intro: 'Once your model is trained, the prompt decides the photo. Be specific.',
  tips: [
    { title: "Include the word 'model'", text: "Your personal model is called 'model' in prompts, for example: a photo of model in a navy suit." },
    { title: 'Describe the shot', text: 'Say the framing (close-up portrait, half body), the setting, the clothes and the light.' },
    { title: 'Name the style', text: 'Words like studio headshot, candid street photo or golden hour steer the whole image.' },
    { title: 'Generate a few at once', text: 'Ask for up to four images per click and keep the best; each image costs 10 credits.' },
    { title: 'Refine, do not restart', text: 'Open a photo you like and use Refine this prompt to change one thing at a time.' },
    { title: 'Start from a template', text: 'Templates and photo packs are tested prompts: a quick way to great results.' },
  ],
};
