import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, getGooglePartialInfo, getGooglePartialStatus, getReferees, googleActivate, runtimeSettings,
} from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import { TEST_SETTINGS } from '../test/test-settings';
import { fillActivation } from '../test/fill-activation';
import GoogleActivatePage from './google-activate-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  googleActivate: jest.fn(),
  getGooglePartialStatus: jest.fn(),
  getGooglePartialInfo: jest.fn(),
  getReferees: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const activateMock = jest.mocked(googleActivate);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
  jest.mocked(getReferees).mockResolvedValue({ status: 'success', referees: [{ Reference: 'friend', DisplayName: 'Friend' }] });
  jest.mocked(getGooglePartialStatus).mockResolvedValue({ status: 'partial' });
  jest.mocked(getGooglePartialInfo).mockResolvedValue({ status: 'partial', email: 'ann@gmail.com', firstName: '', lastName: '' });
});

async function renderReady() {
  renderAt(<GoogleActivatePage />, '/google-activate');
  await screen.findByText(/ann@gmail\.com/);
  await screen.findByRole('option', { name: 'Friend' });
}

describe('GoogleActivatePage', () => {
  it('sends the user to login when no Google sign-up is waiting', async () => {
    jest.mocked(getGooglePartialStatus).mockResolvedValue({ status: 'none' });
    renderAt(<GoogleActivatePage />, '/google-activate');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(getGooglePartialInfo).not.toHaveBeenCalled();
  });

  it('asks for the sign-up details only once the status says one waits, and leaves for login if they fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getGooglePartialInfo).mockRejectedValue(new ApiError('Not found', 404, {}));
    renderAt(<GoogleActivatePage />, '/google-activate');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(getGooglePartialStatus).toHaveBeenCalledTimes(1);
    expect(getGooglePartialInfo).toHaveBeenCalledTimes(1);
  });

  it('shows the Google e-mail and activates without a code', async () => {
    activateMock.mockResolvedValue({ status: 'activated', persona: 'professional' });
    await renderReady();
    await fillActivation();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/onboarding?persona=cHJvZmVzc2lvbmFs&activated=1'),
    );
    const sent = activateMock.mock.calls[0]![0];
    expect(sent).not.toHaveProperty('code');
    expect(sent).toMatchObject({ firstName: 'Ann', lastName: 'Lee', referredFrom: 'friend', termsAccepted: true });
    expect(sent.password).toMatch(/^\$2a\$10\$/);
  });

  it('applies the same password rules', async () => {
    await renderReady();
    await fillActivation({ password: '12345678' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('The password must be at least 8 characters long, including at least one letter and one number'),
    ).toBeInTheDocument();
    expect(activateMock).not.toHaveBeenCalled();
  });

  it('alerts Activation failed when the call fails', async () => {
    activateMock.mockRejectedValue(new Error('boom'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderReady();
    await fillActivation();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Activation failed'));
  });
});
