// The help page's content. The two support addresses come from runtime configuration, not from here.

export const HELP_TITLE = 'Help and support';
export const HELP_INTRO = 'Answers to most questions are in our instructions and rules. If you are stuck, write to us.';

export interface HelpLink {
  label: string;
  description: string;
  href: string;
  /** Static documents open in a new tab; pages of the app stay in it. */
  external: boolean;
}

export const HELP_LINKS: HelpLink[] = [
  { label: 'Instructions', description: 'Tips for training a great model and generating great photos.', href: '/instructions', external: false },
  { label: 'Rules', description: 'What you agree to when you use AI Photographer.', href: '/rules', external: false },
  { label: 'Terms of service', description: 'The agreement between you and us.', href: '/terms-of-service.html', external: true },
  { label: 'Privacy policy', description: 'What data we hold, why, and how to have it deleted.', href: '/privacy-policy.html', external: true },
];

export const SUPPORT_TOPICS = {
  payments: 'Payments, subscriptions and accounts',
  models: 'Models, training and images',
} as const;
