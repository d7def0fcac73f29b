import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, cancelSubscription, changePassword, getAccountInfo, getCreditHistory, getMyPackPurchases, logout, type AccountInfo,
} from 'api-client';
import { alertMock, setLoggedOutMock, renderAt } from 'shared-ui/testing';
import { MY_PACKS, myPacks } from '../test/commerce-fixtures';
import AccountPage from './account-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// account-info is shared-ui's query, which calls api-client/runtime ('api-client' re-exports this mock).
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  changePassword: jest.fn(),
  logout: jest.fn(),
  cancelSubscription: jest.fn(),
  getMyPackPurchases: jest.fn(),
  getCreditHistory: jest.fn(),
}));

const accountInfo = jest.mocked(getAccountInfo);

const INFO: AccountInfo = {
  status: 'success',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  credits: 12500,
  trainingsIncluded: 0,
  persona: 'single',
  isAdmin: false,
  subscriptionPackage: { Reference: 'pro', Title: 'Pro plan' },
  nextBillingDate: '2030-03-15T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  accountInfo.mockResolvedValue(INFO);
  jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks([]));
  jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', balance: 0, trainingsIncluded: 0, entries: [], nextCursor: null });
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

  it('shows a training a purchase included apart from the credits, with the way to use it', async () => {
    accountInfo.mockResolvedValue({ ...INFO, credits: 0, trainingsIncluded: 1 });
    await renderLoaded();
    const credits = screen.getByRole('region', { name: 'My credits' });
    expect(within(credits).getByText('0 credits')).toBeInTheDocument();
    expect(credits).toHaveTextContent('Training included: your purchase pays for a model training, kept apart from your credits');
    await userEvent.click(within(credits).getByRole('link', { name: 'Train your model' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
  });

  it('says nothing of included trainings when there are none', async () => {
    await renderLoaded();
    expect(screen.queryByText(/Training included/)).not.toBeInTheDocument();
  });

  it('shows an error that outlasted the retries, and loads again on Try again', async () => {
    accountInfo.mockRejectedValue(new ApiError('x', 500, { message: 'Something went wrong (request abc)' }));
    renderAt(<AccountPage />, '/account');
    expect(await screen.findByText('Something went wrong (request abc)')).toBeInTheDocument();
    expect(accountInfo).toHaveBeenCalledTimes(3);
    accountInfo.mockResolvedValue(INFO);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
  });

  it('e-mails a change-password link and says so', async () => {
    jest.mocked(changePassword).mockResolvedValue({ status: 'success' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'We have sent you an email with a change password link. Please click the link in the email to choose a new password.',
      ),
    ).toBeInTheDocument();
  });

  it('explains the 30-minute limit when a link was sent recently', async () => {
    jest.mocked(changePassword).mockResolvedValue({ status: 'rate-limited' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'You have already requested a password reset in the last 30 minutes. Please check your email. You can try again in 30 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows My account, My credits, My subscription, Deleted images (linking to the deleted images), My packs and Purchases and credits', async () => {
    await renderLoaded();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['My account', 'My credits', 'My subscription', 'Deleted images', 'My packs', 'Purchases and credits']);
    const deleted = screen.getByRole('region', { name: 'Deleted images' });
    await userEvent.click(within(deleted).getByRole('link', { name: 'View deleted images' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/deleted-images');
  });

  it('logs out, marks the session logged out and goes to login', async () => {
    jest.mocked(logout).mockResolvedValue({ status: 'logged-out' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(setLoggedOutMock).toHaveBeenCalled();
  });

  it('alerts Logout error when logging out fails', async () => {
    jest.mocked(logout).mockRejectedValue(new Error('offline'));
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

  describe('credits and subscription', () => {
    it('goes to buy more credits from My credits', async () => {
      await renderLoaded();
      await userEvent.click(screen.getByRole('button', { name: 'Buy more credits' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/payg-pricing');
    });

    it('goes to pricing to change the plan', async () => {
      await renderLoaded();
      await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
    });

    it('asks before cancelling, then shows the server message and the updated account', async () => {
      jest.mocked(cancelSubscription).mockResolvedValue({ message: 'Your subscription ends on March 15, 2030.' });
      await renderLoaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
      expect(cancelSubscription).not.toHaveBeenCalled();

      accountInfo.mockResolvedValue({ ...INFO, subscriptionPackage: null, nextBillingDate: null });
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
      expect(await screen.findByText('No active subscription')).toBeInTheDocument();
      expect(screen.getByText('Your subscription ends on March 15, 2030.')).toBeInTheDocument();
      expect(cancelSubscription).toHaveBeenCalledTimes(1);
      expect(accountInfo).toHaveBeenCalledTimes(2);
    });

    it('keeps the cancel message on screen after the account refreshes', async () => {
      jest.mocked(cancelSubscription).mockResolvedValue({ message: 'Your subscription ends on March 15, 2030.' });
      await renderLoaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
      expect(await screen.findByText('Your subscription ends on March 15, 2030.')).toBeInTheDocument();
      await waitFor(() => expect(accountInfo).toHaveBeenCalledTimes(2));
      expect(screen.getByText('Your subscription ends on March 15, 2030.')).toBeInTheDocument();
    });

    it('alerts Failed to cancel subscription. when cancelling fails', async () => {
      jest.mocked(cancelSubscription).mockRejectedValue(new Error('offline'));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderLoaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to cancel subscription.'));
    });
  });

  describe('My packs', () => {
    it('lists the bought packs with their states and links', async () => {
      jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks(MY_PACKS));
      await renderLoaded();
      const mine = await screen.findByRole('region', { name: 'My packs' });
      await within(mine).findByRole('link', { name: 'Generate: Office Headshots' });
      expect(within(mine).getByRole('link', { name: 'Generate: Office Headshots' })).toHaveAttribute('href', '/generate-pack/10');
      expect(within(mine).getByRole('link', { name: 'See photos: Beach Day' })).toHaveAttribute('href', '/pack-generated/70');
      expect(within(mine).getByRole('link', { name: 'See progress: City Nights' })).toHaveAttribute('href', '/pack-generated/71');
      expect(within(mine).getByText(/Not made yet/)).toBeInTheDocument();
    });

    it('says when no pack was bought, with a way to the packs', async () => {
      await renderLoaded();
      const mine = screen.getByRole('region', { name: 'My packs' });
      expect(await within(mine).findByText(/You haven't bought a photo pack yet\./)).toBeInTheDocument();
      expect(within(mine).getByRole('link', { name: 'See the photo packs' })).toHaveAttribute('href', '/buy-packs');
    });

    it('says when the list could not be loaded, and loads again on Try again', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.mocked(getMyPackPurchases).mockRejectedValue(new ApiError('x', 400, { message: 'Bad' }));
      await renderLoaded();
      const mine = screen.getByRole('region', { name: 'My packs' });
      expect(await within(mine).findByText(/Your packs couldn't be loaded\./)).toBeInTheDocument();
      jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks(MY_PACKS));
      await userEvent.click(within(mine).getByRole('button', { name: 'Try again' }));
      expect(await within(mine).findByRole('link', { name: 'Generate: Office Headshots' })).toBeInTheDocument();
    });
  });
});
