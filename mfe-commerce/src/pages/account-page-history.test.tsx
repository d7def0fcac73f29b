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
    status: 'success', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', credits: 0, trainingsIncluded: 0, persona: 'single', isAdmin: false,
    subscriptionPackage: null, nextBillingDate: null,
  });
  jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks([]));
  jest.mocked(getCreditHistory).mockResolvedValue(page([]));
});

function page(entries: CreditHistoryEntry[], nextCursor: string | null = null) {
  return { status: 'success' as const, balance: entries[0]?.balanceAfter ?? 0, trainingsIncluded: 0, entries, nextCursor };
}

async function renderLoaded() {
  renderAt(<AccountPage />, '/account');
  await screen.findByText('ann@example.com');
}

describe('AccountPage: purchases and credits', () => {
  const entry = (overrides: Partial<CreditHistoryEntry> & Pick<CreditHistoryEntry, 'reference' | 'title'>): CreditHistoryEntry => ({
    date: '2030-03-15T12:00:00.000Z', kind: 'purchase', amountCents: 3999, currency: 'usd', credits: 3000, balanceAfter: 0, trainings: 0, receiptUrl: null, ...overrides,
  });
  const HISTORY: CreditHistoryEntry[] = [
    entry({ reference: 'ledger-9', title: 'Refund: a photo that was not made', kind: 'refund', amountCents: null, currency: null, credits: 10, balanceAfter: 7770, date: '2030-03-20T09:00:00.000Z' }),
    entry({ reference: 'ledger-10', title: '4 photos of Ann', kind: 'photos', amountCents: null, currency: null, credits: -40, balanceAfter: 7760, date: '2030-03-20T08:59:00.000Z' }),
    entry({ reference: 'ledger-8', title: 'Removed by support', kind: 'support-grant', amountCents: null, currency: null, credits: -200, balanceAfter: 7800, date: '2030-03-18T09:00:00.000Z' }),
    entry({ reference: 'pay_renewal', title: 'Pro plan — month 2', kind: 'renewal', credits: 5000, balanceAfter: 8000, receiptUrl: 'https://invoice.stripe.com/i/acct_1/test_abc' }),
    entry({ reference: 'pay_bundle', title: '3,000 credits', balanceAfter: 3000, date: '2030-02-01T08:00:00.000Z' }),
  ];
  const history = () => screen.getByRole('region', { name: 'Purchases and credits' });

  it('lists each entry with its date, item, amount, credits, the balance after it and its receipt link, newest first', async () => {
    jest.mocked(getCreditHistory).mockResolvedValue(page(HISTORY));
    await renderLoaded();
    const rows = await within(history()).findAllByRole('listitem');
    expect(rows).toHaveLength(HISTORY.length);
    HISTORY.forEach((shown, i) => expect(rows[i]).toHaveTextContent(shown.title));
    const [refund, spend, removed, renewal, bundle] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(refund).toHaveTextContent('Mar 20, 2030 · Refund · Ref. ledger-9');
    expect(refund).toHaveTextContent('Amount: No payment');
    expect(refund).toHaveTextContent('Credits: +10 credits');
    expect(refund).toHaveTextContent('Balance after: 7770 credits');
    expect(spend).toHaveTextContent('Mar 20, 2030 · Photos · Ref. ledger-10');
    expect(spend).toHaveTextContent('Credits: \u221240 credits');
    expect(removed).toHaveTextContent('Credits: \u2212200 credits');
    expect(renewal).toHaveTextContent('Amount: $39.99');
    expect(renewal).toHaveTextContent('Credits: +5000 credits');
    const receipt = within(renewal).getByRole('link', { name: 'Receipt for Pro plan — month 2, Mar 15, 2030 (opens in a new tab)' });
    expect(receipt).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/test_abc');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bundle).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bundle).getByText('Feb 1, 2030').closest('time')).toHaveAttribute('dateTime', '2030-02-01T08:00:00.000Z');
    expect(within(history()).queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(within(history()).getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', '/ai-photographer/subscription-service/credit-history.csv');
  });

  it('says what a starter pack included and when a training used it', async () => {
    jest.mocked(getCreditHistory).mockResolvedValue(page([
      entry({ reference: 'training-3', title: 'Model training: Ann (training included)', kind: 'training', amountCents: null, currency: null, credits: 0, trainings: -1 }),
      entry({ reference: 'pay_starter', title: 'LinkedIn Headshots Starter photo pack (training included)', amountCents: 1999, credits: 0, trainings: 1 }),
    ]));
    await renderLoaded();
    const [used, bought] = (await within(history()).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(used).toHaveTextContent('Used an included training');
    expect(bought).toHaveTextContent('+1 training included');
    expect(bought).toHaveTextContent('Credits: No credits');
  });

  it('shows a loading state, then says when there is nothing yet, with a way to the plans', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    jest.mocked(getCreditHistory).mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    await renderLoaded();
    expect(within(history()).getByRole('status')).toHaveTextContent('Loading your purchases and credits');
    answer(page([]));
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
    jest.mocked(getCreditHistory).mockResolvedValue(page(HISTORY));
    await userEvent.click(within(history()).getByRole('button', { name: 'Try again' }));
    expect(await within(history()).findAllByRole('listitem')).toHaveLength(5);
    expect(within(history()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows older entries a page at a time, below the newer ones', async () => {
    const newer = Array.from({ length: 3 }, (_, i) => entry({ reference: `ledger-${10 - i}`, title: `Newer ${i}`, kind: 'support-grant' }));
    const older = [entry({ reference: 'ledger-1', title: 'Oldest', kind: 'support-grant' })];
    jest.mocked(getCreditHistory).mockImplementation(async (request) => (request?.before === 'c1' ? page(older) : page(newer, 'c1')));
    await renderLoaded();
    expect(await within(history()).findAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(history()).getByRole('button', { name: 'Show older entries' }));
    const rows = await within(history()).findAllByRole('listitem');
    await within(history()).findByText('Oldest');
    expect((await within(history()).findAllByRole('listitem')).map((row) => row.textContent)).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Newer 0');
    expect(within(history()).queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(getCreditHistory).toHaveBeenLastCalledWith({ before: 'c1' }, expect.anything());
  });
});
