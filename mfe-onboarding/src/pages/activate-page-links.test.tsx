import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, checkEmail, getActivationLinkStatus, getReferees, runtimeSettings } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import { LINK_EXPIRED_MESSAGE, LINK_UNKNOWN_MESSAGE, LINK_USED_MESSAGE } from '../features/activation/components/dead-link-notice';
import { TEST_SETTINGS } from '../test/test-settings';
import ActivatePage, { CHECKING_LINK_TEXT, LINK_CHECK_FAILED_MESSAGE } from './activate-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  checkEmail: jest.fn(),
  getActivationLinkStatus: jest.fn(),
  getReferees: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const statusMock = jest.mocked(getActivationLinkStatus);
const checkEmailMock = jest.mocked(checkEmail);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
  jest.mocked(getReferees).mockResolvedValue({ status: 'success', referees: [{ Reference: 'friend', DisplayName: 'Friend' }] });
});

// Each test its own code: the query cache outlives a test only while something shows the key, but be sure.
let codes = 0;
function renderWithLink(state: 'valid' | 'used' | 'expired' | 'unknown') {
  statusMock.mockResolvedValue({ status: state });
  codes += 1;
  renderAt(<ActivatePage />, `/activate?code=code-${codes}`);
  return `code-${codes}`;
}

const form = () => screen.queryByRole('form', { name: 'Activate your account' });
const where = () => screen.getByTestId('where').textContent;

describe('ActivatePage: the link is checked before the form', () => {
  it('says it is checking, then shows the form for a valid link', async () => {
    const code = renderWithLink('valid');
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_LINK_TEXT);
    expect(form()).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Activate your account' })).toBeInTheDocument();
    expect(statusMock).toHaveBeenCalledWith({ code }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('offers Log in instead of a form for a used link', async () => {
    renderWithLink('used');
    expect(await screen.findByText(LINK_USED_MESSAGE)).toBeInTheDocument();
    expect(form()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(where()).toBe('/login');
  });

  it.each([
    ['expired', LINK_EXPIRED_MESSAGE],
    ['unknown', LINK_UNKNOWN_MESSAGE],
  ] as const)('says a link is %s at once and sends a new one by check-email', async (state, message) => {
    checkEmailMock.mockResolvedValue({ status: 'success', nextPage: '/email-verify?email=ann%40example.com' });
    renderWithLink(state);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(form()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter your email address to continue'));
    expect(checkEmailMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(checkEmailMock).toHaveBeenCalledWith({ email: 'ann@example.com', currentUrl: expect.any(String), persona: null });
    await waitFor(() => expect(where()).toBe('/email-verify?email=ann%40example.com'));
  });

  it('does not ask the server about a link without a code', async () => {
    renderAt(<ActivatePage />, '/activate');
    expect(await screen.findByText(LINK_UNKNOWN_MESSAGE)).toBeInTheDocument();
    expect(statusMock).not.toHaveBeenCalled();
  });

  it('goes to login when the address is active by now, as sign-up does', async () => {
    checkEmailMock.mockResolvedValue({ status: 'already-registered', nextPage: '/login?email=ann%40example.com' });
    renderWithLink('expired');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(where()).toBe('/login?email=ann%40example.com'));
  });

  it('says a rejected address is rejected, and shows a refusal with its reason', async () => {
    checkEmailMock
      .mockResolvedValueOnce({ status: 'email-rejected', nextPage: '' })
      .mockRejectedValueOnce(new ApiError('x', 429, { status: 'error', message: 'We have already sent several sign-up e-mails to this address.' }));
    renderWithLink('unknown');
    await userEvent.type(await screen.findByLabelText('Email'), 'x@mailinator.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Email rejected')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We have already sent several sign-up e-mails to this address.');
    expect(screen.getByLabelText('Email')).toHaveValue('x@mailinator.com');
  });

  it('shows a failed check with Try again, which asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    statusMock.mockRejectedValueOnce(new ApiError('x', 429, { status: 'error', message: 'Too many attempts. Please wait a minute and try again.' }));
    renderAt(<ActivatePage />, '/activate?code=code-retry');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${LINK_CHECK_FAILED_MESSAGE} Too many attempts. Please wait a minute and try again.`);
    expect(form()).not.toBeInTheDocument();
    statusMock.mockResolvedValueOnce({ status: 'valid' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Activate your account' })).toBeInTheDocument();
  });
});
