/**
 * The rules users accept (the rules screen): no nudity or explicit content, nobody under 18, no public
 * figures. A short denylist catches the plain cases before any credit is spent; the provider's safety
 * checker stays on behind it.
 */
const EXPLICIT = [
  'nude', 'nudes', 'nudity', 'naked', 'topless', 'bottomless', 'nsfw', 'porn', 'porno', 'pornographic', 'pornography',
  'sex', 'sexual', 'erotic', 'erotica', 'explicit', 'xxx', 'hentai', 'fetish', 'bdsm', 'genitals', 'genital',
  'nipple', 'nipples', 'penis', 'vagina', 'boobs', 'breasts', 'orgasm', 'stripper', 'striptease', 'undressed', 'lingerie',
  'gore', 'beheaded', 'beheading', 'dismembered', 'mutilated', 'corpse',
];
const MINORS = [
  'child', 'children', 'kid', 'kids', 'toddler', 'infant', 'underage', 'teen', 'teens', 'teenager', 'teenage', 'preteen',
  'schoolgirl', 'schoolboy', 'loli', 'lolita', 'little girl', 'little boy', 'young girl', 'young boy',
];
const PUBLIC_FIGURES = [
  'donald trump', 'trump', 'joe biden', 'biden', 'barack obama', 'obama', 'kamala harris', 'hillary clinton',
  'vladimir putin', 'putin', 'volodymyr zelensky', 'zelensky', 'xi jinping', 'kim jong un', 'emmanuel macron', 'king charles',
  'prince harry', 'meghan markle', 'pope francis', 'elon musk', 'mark zuckerberg', 'jeff bezos', 'bill gates',
  'taylor swift', 'beyonce', 'rihanna', 'kim kardashian', 'kanye west', 'selena gomez', 'ariana grande', 'billie eilish',
  'lady gaga', 'justin bieber', 'oprah winfrey', 'scarlett johansson', 'emma watson', 'jennifer lawrence',
  'margot robbie', 'zendaya', 'tom cruise', 'brad pitt', 'angelina jolie', 'leonardo dicaprio', 'keanu reeves',
  'dwayne johnson', 'will smith', 'johnny depp', 'cristiano ronaldo', 'lionel messi', 'lebron james',
  'michael jordan', 'serena williams', 'greta thunberg',
];

export const RULE_CATEGORIES = { explicit: EXPLICIT, minors: MINORS, publicFigures: PUBLIC_FIGURES } as const;
export type RuleCategory = keyof typeof RULE_CATEGORIES;

/** Lowercase, accents and punctuation gone, single spaces: "Beyoncé's" → "beyonce s". */
function normalise(text: string): string {
  return ` ${text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

// An age under 18 written out: "12 year old", "16-year-old", "aged 9", "age 15".
const UNDER_18 = /\b(?:([1-9]|1[0-7]) ?(?:years?|yrs?|yo)\b(?: ?old)?|aged? ([1-9]|1[0-7])\b)/;

/** The first rule the prompt breaks, or null when it may be generated. */
export function brokenRule(prompt: string): RuleCategory | null {
  const text = normalise(prompt);
  for (const [category, terms] of Object.entries(RULE_CATEGORIES) as Array<[RuleCategory, readonly string[]]>) {
    if (terms.some((term) => text.includes(` ${term} `))) return category;
  }
  return UNDER_18.test(text) ? 'minors' : null;
}
