import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export interface ActivationEntry {
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmPassword?: string;
  referredFrom?: string;
  terms?: boolean;
}

/** Fills the activation form like a user; empty strings leave a field untouched. */
export async function fillActivation(entry: ActivationEntry = {}) {
  const { firstName = 'Ann', lastName = 'Lee', password = 'secret12', confirmPassword = password } = entry;
  const { referredFrom = 'Friend', terms = true } = entry;
  if (firstName) await userEvent.type(screen.getByLabelText('First name'), firstName);
  if (lastName) await userEvent.type(screen.getByLabelText('Last name'), lastName);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirmPassword) await userEvent.type(screen.getByLabelText('Confirm password'), confirmPassword);
  if (referredFrom) await userEvent.selectOptions(screen.getByLabelText('Where did you first hear about us?'), referredFrom);
  if (terms) await userEvent.click(screen.getByRole('checkbox'));
}
