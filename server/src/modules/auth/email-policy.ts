import { createRequire } from 'node:module';

// A short list of well-known throwaway-mail providers; no DNS lookups. A match answers email-rejected.
const require = createRequire(import.meta.url);
const DISPOSABLE_DOMAINS = new Set<string>(require('./disposable-domains.json') as string[]);

// Deliberately simple: one @, no spaces, a dotted domain with a 2+ letter top-level label.
const EMAIL_PATTERN = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a normalised address may sign up: well-formed and not at a disposable-mail domain (or its subdomain). */
export function isAcceptableEmail(email: string): boolean {
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return false;
  const labels = email.slice(email.lastIndexOf('@') + 1).split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return false;
  }
  return true;
}
