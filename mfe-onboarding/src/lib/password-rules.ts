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

export interface PasswordRuleCheck {
  /** The rule in the words of PASSWORD_RULE_MESSAGE, one part of it. */
  label: string;
  met: boolean;
}

/** PASSWORD_RULE_MESSAGE in its three parts, each met or not by `password` (all met = passwordMeetsRules). */
export function passwordRuleChecks(password: string): PasswordRuleCheck[] {
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'At least one letter', met: /[A-Za-z]/.test(password) },
    { label: 'At least one number', met: /\d/.test(password) },
  ];
}
