/** The rules the user accepts before training or generating, as a readable list. */
export const RULES = [
  'You, and everyone in the photos you upload, must be 18 or older.',
  'You consent to the photos you upload being used, and have the consent of everyone in them.',
  'No nudity, explicit, offensive or illegal content.',
  'No impersonation, copyrighted content or public figures.',
  'Use your account securely and keep your login details to yourself.',
  'Follow any updates to these rules.',
] as const;

export const RULES_TITLE = 'Before you start';
export const ACCEPT_RULES_LABEL = 'I accept the rules';
