import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteAccount, setRuntimeSettings } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import { DeleteAccountSection, GOOGLE_CODE_LABEL } from './delete-account-section';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), deleteAccount: jest.fn() }));

const SETTINGS = {
  basePath: '', passwordSalt: '$2a$10$abcdefghijklmnopqrstuv', passwordSuffix: 'suffix',
  supportEmails: { payments: 'pay@example.com', models: 'models@example.com' },
};

beforeEach(() => jest.clearAllMocks());

async function openDialog() {
  renderAt(<DeleteAccountSection />, '/account');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection: the Google code', () => {
  it('is not offered when Google sign-in is off: the password confirms', async () => {
    setRuntimeSettings({ ...SETTINGS, googleClientId: null });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Your password')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: GOOGLE_CODE_LABEL })).not.toBeInTheDocument();
  });

  it('is offered when Google sign-in is on, and e-mails a code', async () => {
    setRuntimeSettings({ ...SETTINGS, googleClientId: 'client-1.apps.googleusercontent.com' });
    jest.mocked(deleteAccount).mockResolvedValue({ status: 'code-sent' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: GOOGLE_CODE_LABEL }));
    expect(deleteAccount).toHaveBeenCalledWith({});
    expect(await within(dialog).findByLabelText('Code from the e-mail')).toBeInTheDocument();
  });
});
