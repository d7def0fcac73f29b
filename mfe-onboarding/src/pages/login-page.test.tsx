import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getLastPackPurchase, getPackPurchaseInfo, googleAuth, login, runtimeSettings, startResetPassword, type ReplyOf,
  type startResetPasswordCall,
} from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { refreshSessionMock, sessionState, pageMetaMock, alertMock, renderAt } from 'shared-ui/testing';
import { TEST_SETTINGS } from '../test/test-settings';
import LoginPage from './login-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  login: jest.fn(),
  googleAuth: jest.fn(),
  startResetPassword: jest.fn(),
  runtimeSettings: jest.fn(),
  getLastPackPurchase: jest.fn(),
  getGenStatus: jest.fn(),
  getPackPurchaseInfo: jest.fn(),
}));

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

beforeEach(() => {
  jest.clearAllMocks();
  sessionState.status = 'unknown';
  refreshSessionMock.mockResolvedValue('logged-out');
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
  jest.mocked(getLastPackPurchase).mockResolvedValue({ status: 'success', purchaseId: 1, trainingRequired: true });
  delete window.google;
});

describe('LoginPage', () => {
  it('is marked noindex', () => {
    renderAt(<LoginPage />, '/login');
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ noindex: true }));
  });

  it('pre-fills the email from the query', () => {
    renderAt(<LoginPage />, '/login?email=ann%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('asks for both fields when one is missing (whitespace counts as missing)', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByText('Please provide an email and password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends trimmed e-mail and pre-hashed password on Enter, then follows r', async () => {
    jest.mocked(login).mockResolvedValue({ status: 'logged-in' });
    renderAt(<LoginPage />, `/login?r=${encodeURIComponent(b64('/models'))}`);
    await userEvent.type(screen.getByLabelText('Email'), '  ann@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret12 {Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/models'));
    expect(login).toHaveBeenCalledWith({
      email: 'ann@example.com',
      password: prehashPassword('secret12', { salt: TEST_SETTINGS.passwordSalt, suffix: TEST_SETTINGS.passwordSuffix }),
    });
    expect(jest.mocked(login).mock.calls[0]![0].password).toMatch(/^\$2a\$10\$abcdefghijklmnopqrstu/);
    expect(refreshSessionMock).toHaveBeenCalledTimes(2); // on arrival and after signing in
  });

  it('goes where the purchases say when there is no r', async () => {
    jest.mocked(login).mockResolvedValue({ status: 'logged-in' });
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/train'));
  });

  it('goes to the bought pack that is not made yet when a model is ready', async () => {
    jest.mocked(login).mockResolvedValue({ status: 'logged-in' });
    jest.mocked(getLastPackPurchase).mockResolvedValue({ status: 'success', purchaseId: 8, trainingRequired: false });
    jest.mocked(getPackPurchaseInfo).mockResolvedValue({
      status: 'success', packInfo: { PackageID: 2, Title: 'Fitness', PhotoPackDescription: 'Gyms.' }, packGenerationId: null,
    });
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/generate-pack/8'));
  });

  it('says the credentials were not recognised', async () => {
    jest.mocked(login).mockResolvedValue({ status: 'not-recognised' });
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one1{Enter}');
    expect(await screen.findByText('Your email or password was not recognised.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('redirects at once when already logged in', async () => {
    refreshSessionMock.mockResolvedValue('logged-in');
    renderAt(<LoginPage />, `/login?r=${encodeURIComponent(b64('/gen'))}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gen'));
    expect(login).not.toHaveBeenCalled();
  });

  it('links to sign-up', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/onboarding');
  });

  it('shows no Google button without a client id', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  describe('password reset request', () => {
    async function openReset(url = '/login') {
      renderAt(<LoginPage />, url);
      await userEvent.click(screen.getByRole('button', { name: /reset it/i }));
    }

    it('asks for the e-mail address when it is empty', async () => {
      await openReset();
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
      expect(startResetPassword).not.toHaveBeenCalled();
    });

    it('confirms the e-mail was sent, with the address', async () => {
      jest.mocked(startResetPassword).mockResolvedValue({ status: 'success' });
      await openReset('/login?email=ann%40example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(
        await screen.findByText(
          'We have sent an email to ann@example.com with a reset password link. Please click the link in the email to choose a new password.',
        ),
      ).toBeInTheDocument();
      expect(startResetPassword).toHaveBeenCalledWith({ email: 'ann@example.com' });
    });

    it('explains the 30-minute limit', async () => {
      jest.mocked(startResetPassword).mockResolvedValue({ status: 'rate-limited' });
      await openReset('/login?email=ann%40example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(
        await screen.findByText(
          'You have already requested a password reset in the last 30 minutes. Please check your email. You can try again in 30 minutes.',
        ),
      ).toBeInTheDocument();
    });

    it('shows any other status as it is', async () => {
      // Off the contract on purpose: the page shows any other status as it comes.
      jest.mocked(startResetPassword).mockResolvedValue({ status: 'user-suspended' } as unknown as ReplyOf<typeof startResetPasswordCall>);
      await openReset('/login?email=ann%40example.com');
      await userEvent.type(screen.getByLabelText('Email'), '{Enter}');
      expect(await screen.findByText('user-suspended')).toBeInTheDocument();
    });
  });

  describe('Google sign-in', () => {
    let credentialCallback: ((response: { credential: string }) => void) | undefined;

    beforeEach(() => {
      jest.mocked(runtimeSettings).mockReturnValue({ ...TEST_SETTINGS, googleClientId: 'client-1' });
      window.google = {
        accounts: {
          id: {
            initialize: jest.fn((options) => {
              credentialCallback = options.callback;
            }),
            renderButton: jest.fn(),
            prompt: jest.fn(),
          },
        },
      };
    });

    async function signInWithGoogle() {
      renderAt(<LoginPage />, '/login');
      await waitFor(() => expect(window.google?.accounts.id.renderButton).toHaveBeenCalled());
      expect(window.google?.accounts.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
      await act(async () => credentialCallback?.({ credential: 'id-token-1' }));
    }

    it('follows the post-login redirect when Google says logged-in', async () => {
      jest.mocked(googleAuth).mockResolvedValue({ status: 'logged-in' });
      await signInWithGoogle();
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/train'));
      expect(googleAuth).toHaveBeenCalledWith({ idToken: 'id-token-1', currentUrl: window.location.href, persona: null });
    });

    it('goes to google-activate when activation is required', async () => {
      jest.mocked(googleAuth).mockResolvedValue({ status: 'activation-required' });
      await signInWithGoogle();
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/google-activate'));
    });

    it('alerts any other status', async () => {
      jest.mocked(googleAuth).mockResolvedValue({ status: 'invalid-token' });
      await signInWithGoogle();
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('invalid-token'));
    });
  });
});
