import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finishResetPassword, runtimeSettings } from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { alertMock, renderAt } from 'shared-ui/testing';
import { TEST_SETTINGS } from '../test/test-settings';
import ResetPasswordPage from './reset-password-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  finishResetPassword: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const finishMock = jest.mocked(finishResetPassword);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
});

async function choose(password: string, confirm = password) {
  renderAt(<ResetPasswordPage />, '/reset-password?code=c0de&u=42');
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('applies the password rule', async () => {
    await choose('short1');
    expect(
      screen.getByText('The password must be at least 8 characters long, including at least one letter and one number'),
    ).toBeInTheDocument();
    expect(finishMock).not.toHaveBeenCalled();
  });

  it("says the passwords don't match", async () => {
    await choose('secret12', 'secret21');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(finishMock).not.toHaveBeenCalled();
  });

  it('sends code, pre-hashed password and user id; on success alerts and goes to login', async () => {
    finishMock.mockResolvedValue({ status: 'success' });
    await choose('secret12');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(alertMock).toHaveBeenCalledWith('Your password reset was successful, please log in.');
    expect(finishMock).toHaveBeenCalledWith({
      code: 'c0de',
      password: prehashPassword('secret12', { salt: TEST_SETTINGS.passwordSalt, suffix: TEST_SETTINGS.passwordSuffix }),
      userId: '42',
    });
  });

  it('alerts Invalid code and goes home on a bad code', async () => {
    finishMock.mockResolvedValue({ status: 'bad-code' });
    await choose('secret12');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(alertMock).toHaveBeenCalledWith('Invalid code');
  });

  it('asks for a new link when the call fails', async () => {
    finishMock.mockRejectedValue(new Error('boom'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await choose('secret12');
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('Reset password failed. Please request a new password reset link.'),
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
