import { PASSWORD_RULE_MESSAGE, passwordMeetsRules } from 'api-client';

export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** The rule is checked on the clear text, before the pre-hash hides it (docs/accounts.md#passwords). */
export function newPasswordErrors(password: string, confirmPassword: string): NewPasswordErrors {
  if (!passwordMeetsRules(password)) return { password: PASSWORD_RULE_MESSAGE };
  if (password !== confirmPassword) return { confirmPassword: PASSWORDS_DONT_MATCH_MESSAGE };
  return {};
}
