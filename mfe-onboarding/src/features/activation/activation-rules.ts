import { WHERE_HEARD_REQUIRED_MESSAGE } from 'api-client';
import { newPasswordErrors } from '../../lib/password-rules';

export interface ActivationInput {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  referredFrom: string;
}

export type ActivationErrors = Partial<Record<keyof ActivationInput, string>>;

// Empty names get messages in the same "Please …" wording as the form's other fields.
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name';
export const LAST_NAME_REQUIRED_MESSAGE = 'Please enter your last name';

/** The activation form's rules, checked before anything is sent. Empty object = valid. */
export function activationErrors(input: ActivationInput): ActivationErrors {
  const errors: ActivationErrors = { ...newPasswordErrors(input.password, input.confirmPassword) };
  if (!input.firstName.trim()) errors.firstName = FIRST_NAME_REQUIRED_MESSAGE;
  if (!input.lastName.trim()) errors.lastName = LAST_NAME_REQUIRED_MESSAGE;
  if (!input.referredFrom) errors.referredFrom = WHERE_HEARD_REQUIRED_MESSAGE;
  return errors;
}
