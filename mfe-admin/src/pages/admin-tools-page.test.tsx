import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getAuthStatus, getPackages, runtimeSettings, type Package, type RuntimeConfig } from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import AdminToolsPage from './admin-tools-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getAuthStatus: jest.fn(),
  getPackages: jest.fn(),
  runtimeSettings: jest.fn(),
}));

jest.setTimeout(20_000);

const SETTINGS = {
  basePath: '',
  passwordSalt: '$2a$10$abcdefghijklmnopqrstuv',
  passwordSuffix: 'suffix',
  googleClientId: null,
  supportEmails: { payments: 'pay@example.com', models: 'models@example.com' },
} as unknown as RuntimeConfig;

const pkg = (overrides: Partial<Package>): Package => ({
  Reference: 'ref', Title: 'Title', Emoji: '', Price: '$10.00', OldPrice: null, Credits: 1000, Type: 'payg',
  IsMostPopular: false, IsCurrentSubscription: false, ...overrides,
});

const CATALOGUE = [
  pkg({ Reference: 'payg-3000', Title: '3k credits', Price: '$25.00', Credits: 3000 }),
  pkg({ Reference: 'pro', Title: 'Pro', Price: '$19.99', Credits: 3000, Type: 'subscription' }),
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getAuthStatus).mockResolvedValue('logged-in');
  jest.mocked(getPackages).mockResolvedValue({ status: 'success', packages: CATALOGUE });
  jest.mocked(runtimeSettings).mockReturnValue(SETTINGS);
});

const renderPage = () => renderAt(<AdminToolsPage />, '/test');

describe('AdminToolsPage', () => {
  it('is titled and kept out of search engines', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeInTheDocument();
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Admin tools', noindex: true }));
  });
});

describe('AdminToolsPage: login status', () => {
  it('shows the raw reply of auth-service/status, JSON-encoded, in an alert', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Check login status' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('"logged-in"'));
    expect(getAuthStatus).toHaveBeenCalledTimes(1);
  });

  it('is busy while asking, and alerts a failure', async () => {
    let fail: (error: unknown) => void = () => undefined;
    jest.mocked(getAuthStatus).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Check login status' }));
    expect(screen.getByRole('button', { name: 'Check login status' })).toBeDisabled();
    fail(new ApiError('x', 503, { message: 'Service unavailable' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Login status failed: Service unavailable'));
    expect(screen.getByRole('button', { name: 'Check login status' })).toBeEnabled();
  });
});

describe('AdminToolsPage: password hashing', () => {
  it("shows the sign-in pre-hash of a password with this site's salt and suffix, and copies it", async () => {
    const user = userEvent.setup();
    renderPage();
    const hashButton = screen.getByRole('button', { name: 'Hash password' });
    expect(hashButton).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(hashButton);
    const expected = prehashPassword('secret12', { salt: SETTINGS.passwordSalt, suffix: SETTINGS.passwordSuffix });
    expect(await screen.findByRole('textbox', { name: 'Client pre-hash' })).toHaveValue(expected);
    expect(expected).toMatch(/^\$2a\$10\$abcdefghijklmnopqrstu/);

    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy hash' }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByRole('status')).toHaveTextContent('Hash copied to clipboard!');
  });

  it('says so when the site settings are missing', async () => {
    jest.mocked(runtimeSettings).mockImplementation(() => {
      throw new Error('Runtime configuration has not been loaded yet');
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Hash password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not hash the password: the site settings are not loaded.');
  });
});

describe('AdminToolsPage: pricing calculator', () => {
  const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('starts from the default bundle (2000 credits for $15) at a tenth of an image cost per credit', async () => {
    renderPage();
    expect(screen.getByRole('spinbutton', { name: 'Bundle credits' })).toHaveValue(2000);
    expect(screen.getByRole('spinbutton', { name: 'Bundle price (USD)' })).toHaveValue(15);
    expect(screen.getByRole('spinbutton', { name: 'Token cost (USD per credit)' })).toHaveValue(0.0018336);
    expect(figure('Card fee (2.9 % + $0.30)')).toHaveTextContent('$0.74');
    expect(figure('Deduction (20 %)')).toHaveTextContent('$3.00');
    expect(figure('Net revenue')).toHaveTextContent('$11.27');
    expect(figure('Credit cost')).toHaveTextContent('$3.67');
    expect(figure('Margin')).toHaveTextContent('$7.60');
    expect(figure('Margin rate')).toHaveTextContent('50.7 %');
    expect(figure('Images in the bundle')).toHaveTextContent('200');
    expect(figure('Cost of an image')).toHaveTextContent('$0.018336');
    expect(figure('Cost of a training (115 images)')).toHaveTextContent('$2.1086');
  });

  it('works the margin out again as the inputs change, and refuses what is not a number', async () => {
    renderPage();
    const price = screen.getByRole('spinbutton', { name: 'Bundle price (USD)' });
    await userEvent.clear(price);
    await userEvent.type(price, '5');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Bundle credits' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Bundle credits' }), '10000');
    // 5 − 0.445 − 1 − 18.336
    expect(figure('Margin')).toHaveTextContent('−$14.78');
    await userEvent.clear(price);
    expect(screen.getByText('Enter a number of 0 or more.')).toBeInTheDocument();
    expect(screen.queryByText('Margin', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('lists every plan and bundle on sale with its margin, plans first', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Plans and bundles on sale' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Pro', '3k credits']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    // Type, price, credits, net revenue, credit cost, margin, margin rate.
    expect(cells(rows[0] as HTMLElement)).toEqual(['Plan (monthly)', '$19.99', '3000', '$15.11', '$5.50', '$9.61', '48.1 %']);
    expect(cells(rows[1] as HTMLElement)).toEqual(['Bundle', '$25.00', '3000', '$18.98', '$5.50', '$13.47', '53.9 %']);

    const token = screen.getByRole('spinbutton', { name: 'Token cost (USD per credit)' });
    await userEvent.clear(token);
    expect(cells(within(table).getAllByRole('row')[2] as HTMLElement)).toEqual(['Bundle', '$25.00', '3000', '$18.98', '—', '—', '—']);
    await userEvent.type(token, '0.01');
    // $25 for 3000 credits at a cent each: 18.975 − 30
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('−$11.03');
  });

  it('offers a retry when the catalogue fails to load', async () => {
    jest.mocked(getPackages).mockRejectedValueOnce(new ApiError('x', 404, { message: 'Not found' }));
    renderPage();
    expect(await screen.findByText('Failed to load plans and bundles.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Plans and bundles on sale' })).toBeInTheDocument();
  });
});
