import { WHERE_HEARD_REQUIRED_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { AccountRepository, ActivationDetails } from './account.repository.js';
import { hashPassword } from './password-hasher.js';

export interface ActivationInput {
  firstName: string;
  lastName: string;
  password: string;
  referredFrom: string;
}

/**
 * Checks the form fields shared by e-mail and Google activation and hashes the password, before any
 * transaction starts (scrypt is slow and PGlite has one connection).
 */
export async function prepareActivation(accounts: AccountRepository, input: ActivationInput): Promise<ActivationDetails> {
  if (!(await accounts.refereeExists(input.referredFrom))) {
    throw AppError.badRequest(`referredFrom: ${WHERE_HEARD_REQUIRED_MESSAGE}`, 'referredFrom');
  }
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    referredFrom: input.referredFrom,
    passwordHash: await hashPassword(input.password),
  };
}
