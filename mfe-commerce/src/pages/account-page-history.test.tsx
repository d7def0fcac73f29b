import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getAccountInfo, getCreditHistory, getMyPackPurchases, setRuntimeSettings, type CreditHistoryEntry } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import { myPacks } from '../test/commerce-fixtures';
import AccountPage from './account-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// account-info is shared-ui's query, which calls api-client/runtime ('api-client' re-exports this mock).
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getMyPackPurchases: jest.fn(),
  getCreditHistory: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  setRuntimeSettings({
    basePath: '', passwordSalt: '$2a$10$abcdefghijklmnopqrstuv', passwordSuffix: 'suffix', googleClientId: null,
    supportEmails: { payments: 'pay@example.com', models: 'models@example.com' },
  });
  jest.mocked(getAccountInfo).mockResolvedValue({
    status: 'success', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', credits: 0, persona: 'single', isAdmin: false,
    subscriptionPackage: null, nextBillingDate: null,
  });
  jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks([]));
  jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', entries: [] });
});

async function renderLoaded() {
  renderAt(<AccountPage />, '/account');
  await screen.findByText('ann@example.com');
}

describe('AccountPage: purchases and credits', () => {
  const entry = (overrides: Partial<CreditHistoryEntry> & Pick<CreditHistoryEntry, 'reference' | 'title'>): CreditHistoryEntry => ({
    date: '2030-03-15T12:00:00.000Z', kind: 'purchase', amountCents: 3999, currency: 'usd', credits: 3000, receiptUrl: null, ...overrides,
  });
  const HISTORY: CreditHistoryEntry[] = [
    entry({ reference: 'ledger-9', title: 'Refund: 3 photos that failed', kind: 'refund', amountCents: null, currency: null, credits: 30, date: '2030-03-20T09:00:00.000Z' }),
    entry({ reference: 'ledger-8', title: 'Removed by support', kind: 'support-grant', amountCents: null, currency: null, credits: -200, date: '2030-03-18T09:00:00.000Z' }),
    entry({ reference: 'pay_renewal', title: 'Pro plan — month 2', kind: 'renewal', credits: 5000, receiptUrl: 'https://invoice.stripe.com/i/acct_1/test_abc' }),
    entry({ reference: 'pay_bundle', title: '3,000 credits', date: '2030-02-01T08:00:00.000Z' }),
  ];
  const history = () => screen.getByRole('region', { name: 'Purchases and credits' });

  it('lists each entry with its date, item, amount, credits and receipt link, newest first', async () => {
    jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', entries: HISTORY });
    await renderLoaded();
    const rows = await within(history()).findAllByRole('listitem');
    expect(rows).toHaveLength(HISTORY.length);
    HISTORY.forEach((shown, i) => expect(rows[i]).toHaveTextContent(shown.title));
    const [refund, removed, renewal, bundle] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(refund).toHaveTextContent('Mar 20, 2030 · Refund · Ref. ledger-9');
    expect(refund).toHaveTextContent('Amount: No payment');
    expect(refund).toHaveTextContent('Credits: +30 credits');
    expect(removed).toHaveTextContent('Credits: \u2212200 credits');
    expect(renewal).toHaveTextContent('Amount: $39.99');
    expect(renewal).toHaveTextContent('Credits: +5,000 credits');
    const receipt = within(renewal).getByRole('link', { name: 'Receipt for Pro plan — month 2, Mar 15, 2030 (opens in a new tab)' });
    expect(receipt).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/test_abc');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bundle).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bundle).getByText('Feb 1, 2030').closest('time')).toHaveAttribute('dateTime', '2030-02-01T08:00:00.000Z');
    expect(within(history()).queryByText(/Showing your last/)).not.toBeInTheDocument();
  });

  it('shows a loading state, then says when there is nothing yet, with a way to the plans', async () => {
    let answer: (value: { status: 'success'; entries: CreditHistoryEntry[] }) => void = () => undefined;
    jest.mocked(getCreditHistory).mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    await renderLoaded();
    expect(within(history()).getByRole('status')).toHaveTextContent('Loading your purchases and credits');
    answer({ status: 'success', entries: [] });
    expect(await within(history()).findByText(/Nothing here yet\./)).toBeInTheDocument();
    expect(within(history()).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(history()).getByRole('link', { name: 'See plans and credits' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it('says when the history could not be loaded, and loads again on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getCreditHistory).mockRejectedValue(new ApiError('x', 400, { message: 'Bad' }));
    await renderLoaded();
    expect(await within(history()).findByRole('alert')).toHaveTextContent("Your purchases and credits couldn't be loaded.");
    jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', entries: HISTORY });
    await userEvent.click(within(history()).getByRole('button', { name: 'Try again' }));
    expect(await within(history()).findAllByRole('listitem')).toHaveLength(4);
    expect(within(history()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when only the last 100 entries are shown', async () => {
    const many = Array.from({ length: 100 }, (_, i) => entry({ reference: `ledger-${i}`, title: 'Granted by support', kind: 'support-grant' }));
    jest.mocked(getCreditHistory).mockResolvedValue({ status: 'success', entries: many });
    await renderLoaded();
    expect(await within(history()).findByText('Showing your last 100 entries.')).toBeInTheDocument();
  });
});
