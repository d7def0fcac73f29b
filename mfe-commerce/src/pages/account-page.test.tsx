import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, changePassword, getAccountInfo, logout, type AccountInfo } from 'api-client';
import { alertMock, setLoggedOutMock, renderAt } from 'shared-ui/testing';
import AccountPage from './account-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getAccountInfo: jest.fn(),
  changePassword: jest.fn(),
  logout: jest.fn(),
}));

const accountInfo = getAccountInfo as jest.Mock;

const INFO: AccountInfo = {
  status: 'success',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  credits: 12500,
  persona: 'single',
  isAdmin: false,
  subscriptionPackage: { Reference: 'pro', Title: 'Pro plan' },
  nextBillingDate: '2030-03-15T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  accountInfo.mockResolvedValue(INFO);
});

async function renderLoaded(page = <AccountPage />) {
  renderAt(page, '/account');
  await screen.findByText('ann@example.com');
}

describe('AccountPage', () => {
  it('shows a loading state, then name, e-mail, credits and subscription', async () => {
    renderAt(<AccountPage />, '/account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    await screen.findByText('Ann Lee');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('12,500 credits')).toBeInTheDocument();
    const subscription = screen.getByText('My subscription').closest('div') as HTMLElement;
    expect(within(subscription).getByText('Pro plan')).toBeInTheDocument();
    expect(within(subscription).getByText('March 15, 2030')).toBeInTheDocument();
  });

  it('says when there is no active subscription', async () => {
    accountInfo.mockResolvedValue({ ...INFO, credits: 9999, subscriptionPackage: null, nextBillingDate: null });
    await renderLoaded();
    expect(screen.getByText('No active subscription')).toBeInTheDocument();
    expect(screen.getByText('9999 credits')).toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    accountInfo.mockRejectedValueOnce(new ApiError('x', 500, { message: 'Something went wrong (request abc)' }));
    renderAt(<AccountPage />, '/account');
    expect(await screen.findByText('Something went wrong (request abc)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
  });

  it('e-mails a change-password link and says so', async () => {
    (changePassword as jest.Mock).mockResolvedValue({ status: 'success' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'We have sent you an email with a change password link. Please click the link in the email to choose a new password.',
      ),
    ).toBeInTheDocument();
  });

  it('explains the 30-minute limit when a link was sent recently', async () => {
    (changePassword as jest.Mock).mockResolvedValue({ status: 'rate-limited' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'You have already requested a password reset in the last 30 minutes. Please check your email. You can try again in 30 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('links to deleted images', async () => {
    await renderLoaded();
    expect(screen.getByRole('link', { name: 'Deleted images' })).toHaveAttribute('href', '/deleted-images');
  });

  it('logs out, marks the session logged out and goes to login', async () => {
    (logout as jest.Mock).mockResolvedValue({ status: 'logged-out' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(setLoggedOutMock).toHaveBeenCalled();
  });

  it('alerts Logout error when logging out fails', async () => {
    (logout as jest.Mock).mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Logout error'));
    expect(setLoggedOutMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('renders the admin panel it is given', async () => {
    await renderLoaded(<AccountPage adminPanel={<p>Admin tools here</p>} />);
    expect(screen.getByText('Admin tools here')).toBeInTheDocument();
  });
});
