import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activate, ApiError, getActivationLinkStatus, getReferees, PASSWORD_RULE_MESSAGE, runtimeSettings } from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { alertMock, refreshSessionMock, renderAt } from 'shared-ui/testing';
import { TEST_SETTINGS } from '../test/test-settings';
import { fillActivation } from '../test/fill-activation';
import ActivatePage from './activate-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  activate: jest.fn(),
  getActivationLinkStatus: jest.fn(),
  getReferees: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const activateMock = jest.mocked(activate);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
  jest.mocked(getActivationLinkStatus).mockResolvedValue({ status: 'valid' });
  jest.mocked(getReferees).mockResolvedValue({
    status: 'success',
    referees: [
      { Reference: 'friend', DisplayName: 'Friend' },
      { Reference: 'tiktok', DisplayName: 'TikTok' },
    ],
  });
});

async function renderActivate() {
  renderAt(<ActivatePage />, '/activate?code=abc123');
  await screen.findByRole('option', { name: 'TikTok' });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('ActivatePage', () => {
  it('keeps Continue disabled until the terms are ticked, and links both documents in a new tab', async () => {
    await renderActivate();
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-service.html');
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy.html');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_blank');
  });

  it('rejects a weak password with the rule text', async () => {
    await renderActivate();
    await fillActivation({ password: 'lettersonly' });
    await userEvent.click(continueButton());
    expect(
      screen.getByText('The password must be at least 8 characters long, including at least one letter and one number'),
    ).toBeInTheDocument();
    expect(activateMock).not.toHaveBeenCalled();
  });

  it('shows the password rule before typing, and marks each part met as the user types', async () => {
    await renderActivate();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULE_MESSAGE));
    const rules = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules()).toEqual(['At least 8 characters: not met yet', 'At least one letter: not met yet', 'At least one number: not met yet']);
    await userEvent.type(password, 'abc1');
    expect(rules()).toEqual(['At least 8 characters: not met yet', 'At least one letter: met', 'At least one number: met']);
    expect(screen.queryByText('The password meets every rule')).not.toBeInTheDocument();
    await userEvent.type(password, 'defg');
    expect(rules()).toEqual(['At least 8 characters: met', 'At least one letter: met', 'At least one number: met']);
    expect(screen.getByText('The password meets every rule')).toBeInTheDocument();
  });

  it('marks a weak password invalid and moves focus to it', async () => {
    await renderActivate();
    await fillActivation({ password: 'short1' });
    await userEvent.click(continueButton());
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(activateMock).not.toHaveBeenCalled();
  });

  it('offers the referees once loaded, and a way to load them again when that failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getReferees).mockRejectedValueOnce(new ApiError('Not found', 404, { status: 'error', message: 'Not found' }));
    renderAt(<ActivatePage />, '/activate?code=abc123');
    const select = await screen.findByLabelText('Where did you first hear about us?');
    expect(await screen.findByText('The choices could not be loaded.')).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('The choices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Load the choices again' }));
    expect(await screen.findByRole('option', { name: 'TikTok' })).toBeInTheDocument();
    expect(screen.queryByText('The choices could not be loaded.')).not.toBeInTheDocument();
  });

  it("says the passwords don't match", async () => {
    await renderActivate();
    await fillActivation({ password: 'secret12', confirmPassword: 'secret13' });
    await userEvent.click(continueButton());
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(activateMock).not.toHaveBeenCalled();
  });

  it('asks where the user heard about us', async () => {
    await renderActivate();
    await fillActivation({ referredFrom: '' });
    await userEvent.click(continueButton());
    expect(screen.getByText('Please let us know where you first heard about us')).toBeInTheDocument();
    expect(activateMock).not.toHaveBeenCalled();
  });

  it('activates with the code and a pre-hashed password, then opens onboarding with the persona', async () => {
    activateMock.mockResolvedValue({ status: 'activated', persona: 'single' });
    await renderActivate();
    await fillActivation();
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/onboarding?persona=c2luZ2xl&activated=1'));
    expect(activateMock).toHaveBeenCalledWith({
      code: 'abc123',
      firstName: 'Ann',
      lastName: 'Lee',
      password: prehashPassword('secret12', { salt: TEST_SETTINGS.passwordSalt, suffix: TEST_SETTINGS.passwordSuffix }),
      referredFrom: 'friend',
      termsAccepted: true,
    });
    expect(refreshSessionMock).toHaveBeenCalled();
  });

  it.each([null, 'unknown' as const])('leaves the persona out when it is %s', async (persona) => {
    activateMock.mockResolvedValue({ status: 'activated', persona });
    await renderActivate();
    await fillActivation();
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/onboarding\?activated=1$/));
  });

  it('alerts Bad code and goes to login', async () => {
    activateMock.mockResolvedValue({ status: 'bad-code', persona: null });
    await renderActivate();
    await fillActivation();
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(alertMock).toHaveBeenCalledWith('Bad code');
  });

  it('alerts Activation failed when the call fails', async () => {
    activateMock.mockRejectedValue(new Error('network down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderActivate();
    await fillActivation();
    await userEvent.click(continueButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Activation failed'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
