import { z } from 'zod';

/**
 * Who the visitor says they are, chosen on the landing page or in the funnel. The server stores `unknown`
 * as given; null is none.
 */
export const personaSchema = z.enum(['influencer', 'professional', 'single', 'unknown']);
export type Persona = z.infer<typeof personaSchema>;

export const emailSchema = z.string().trim().min(1, 'Please enter your email address').max(254);

/**
 * At least 8 characters with one letter and one number, checked on the clear text in the browser (the
 * server only sees the pre-hash).
 */
export const PASSWORD_RULE_MESSAGE =
  'The password must be at least 8 characters long, including at least one letter and one number';
export function passwordMeetsRules(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** What the server receives instead of a password: the client's bcrypt pre-hash ($2a$10$… 60 chars). */
export const prehashedPasswordSchema = z
  .string()
  .regex(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/, 'password must be pre-hashed by the client');

export const nameSchema = z.string().trim().min(1).max(50);

export const statusOnly = <T extends [string, ...string[]]>(values: T) => z.object({ status: z.enum(values) });
