// The rules every user accepts on the studio's rules screen; the gen call refuses prompts that plainly break
// them (docs/generation-and-images.md#prompt-rules).

export const RULES_TITLE = 'Rules';
export const RULES_INTRO = 'By using AI Photographer you agree to these rules. Breaking them can close your account.';

export const RULES: { title: string; text: string }[] = [
  { title: 'Adults only', text: 'You and anyone in the photos you upload must be 18 or older.' },
  { title: 'Consent', text: 'You consent to the use of the photos you upload, and you have the consent of anyone else pictured in them.' },
  { title: 'Appropriate content', text: 'No nudity, explicit, offensive or illegal content, in uploads or in prompts.' },
  { title: 'No impersonation', text: 'Do not impersonate anyone, upload copyrighted content, or create images of public figures.' },
  { title: 'Secure account use', text: 'Keep your password to yourself, use your account securely and tell us about any misuse.' },
  { title: 'Rule updates', text: 'Follow the rules as they are updated; we will tell you when they change.' },
];
