import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DELETE_ACCOUNT_CODE_SENT_MESSAGE, DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE, EXPORT_STARTED_MESSAGE,
  deleteAccount, exportData, getAccountInfo, getCreditHistory, getMyPackPurchases, setRuntimeSettings,
} from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { renderAt, setLoggedOutMock, snackbarMock } from 'shared-ui/testing';
import { ACCOUNT_DELETED_MESSAGE, DELETE_ACCOUNT_WHAT_GOES, DELETE_ACCOUNT_WHAT_STAYS } from '../features/privacy/components/delete-account-section';
import { EXPORT_RATE_LIMITED_MESSAGE } from '../features/privacy/components/export-data-button';
import { myPacks } from '../test/commerce-fixtures';
import AccountPage from './account-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// account-info is shared-ui's query, which calls api-client/runtime ('api-client' re-exports this mock).
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getMyPackPurchases: jest.fn(),
  getCreditHistory: jest.fn(),
  exportData: jest.fn(),
  deleteAccount: jest.fn(),
}));

const SETTINGS = {
  basePath: '', passwordSalt: '$2a$10$abcdefghijklmnopqrstuv', passwordSuffix: 'suffix', googleClientId: null,
  supportEmails: { payments: 'pay@example.com', models: 'models@example.com' },
};

beforeEach(() => {
  jest.clearAllMocks();
  setRuntimeSettings(SETTINGS);
  jest.mocked(getAccountInfo).mockResolvedValue({
    status: 'success', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', credits: 0, trainingsIncluded: 0, persona: 'single', isAdmin: false,
    subscriptionPackage: null, nextBillingDate: null,
  });
  jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks([]));
  jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', balance: 0, trainingsIncluded: 0, entries: [], nextCursor: null });
});

async function renderLoaded() {
  renderAt(<AccountPage />, '/account');
  await screen.findByText('ann@example.com');
}

describe('AccountPage: your data', () => {
  it('starts an export and says the link comes by e-mail; a second one is refused', async () => {
    const user = userEvent.setup();
    jest.mocked(exportData).mockResolvedValueOnce({ status: 'success' }).mockResolvedValueOnce({ status: 'rate-limited' });
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(EXPORT_STARTED_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(EXPORT_RATE_LIMITED_MESSAGE)).toBeInTheDocument();
  });

  it('deletes the account with the pre-hashed password, says what goes and what stays, and signs out', async () => {
    const user = userEvent.setup();
    jest.mocked(deleteAccount).mockResolvedValueOnce({ status: 'wrong-password' }).mockResolvedValueOnce({ status: 'deleted' });
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(DELETE_ACCOUNT_WHAT_GOES);
    expect(dialog).toHaveTextContent(DELETE_ACCOUNT_WHAT_STAYS);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByText(DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(setLoggedOutMock).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'secret12');
    await user.click(confirm);
    expect(deleteAccount).toHaveBeenLastCalledWith({ password: prehashPassword('secret12', { salt: SETTINGS.passwordSalt, suffix: SETTINGS.passwordSuffix }) });
    await waitFor(() => expect(setLoggedOutMock).toHaveBeenCalled());
    expect(snackbarMock).toHaveBeenCalledWith({ message: ACCOUNT_DELETED_MESSAGE });
  });

  it('confirms a Google sign-in account by an e-mailed code', async () => {
    setRuntimeSettings({ ...SETTINGS, googleClientId: 'client-1.apps.googleusercontent.com' });
    const user = userEvent.setup();
    jest.mocked(deleteAccount).mockResolvedValueOnce({ status: 'code-sent' }).mockResolvedValueOnce({ status: 'deleted' });
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'I sign in with Google: e-mail me a code' }));
    expect(deleteAccount).toHaveBeenCalledWith({});
    expect(await within(dialog).findByText(DELETE_ACCOUNT_CODE_SENT_MESSAGE)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).toHaveBeenLastCalledWith({ code: '123456' });
    await waitFor(() => expect(setLoggedOutMock).toHaveBeenCalled());
  });
});
