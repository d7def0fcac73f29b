import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeBase64Param } from 'shared-ui/start-up';
import { renderShell } from '../test/render-shell';
import { account, mocked, remotesRenderTheirIds } from '../test/mocks';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const labels = () => mainNav().getAllByRole('link').map((link) => link.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  remotesRenderTheirIds();
  mocked.getAuthStatus.mockResolvedValue('logged-out');
});

describe('nav bar', () => {
  it('on the landing page shows Pricing (with a return path) and Log in', async () => {
    await renderShell('/');
    await waitFor(() => expect(mocked.getAuthStatus).toHaveBeenCalled());
    expect(labels()).toEqual(['Pricing', 'Log in']);
    const pricing = mainNav().getByRole('link', { name: 'Pricing' }).getAttribute('href') ?? '';
    const url = new URL(pricing, 'http://site');
    expect(url.pathname).toBe('/buy-packs');
    expect(decodeBase64Param(url.searchParams.get('r'))).toBe('/');
    expect(mainNav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('on the landing page, once logged in, shows Generate Images and Account instead of Log in', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    await renderShell('/');
    await waitFor(() => expect(labels()).toEqual(['Pricing', 'Generate Images', 'Account', 'Buy credits']));
  });

  it('elsewhere shows a signed-in user the four default buttons and Buy credits', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    await renderShell('/help');
    await waitFor(() => expect(labels()).toEqual(['Generate Images', 'AI Models', 'Account', 'Help', 'Buy credits']));
    expect(mainNav().getByRole('link', { name: 'AI Models' })).toHaveAttribute('href', '/models');
    expect(mainNav().getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a signed-in user their balance on every page, with thousands from 10000', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    mocked.getAccountInfo.mockResolvedValue({ ...account(false), credits: 12500 });
    await renderShell('/help');
    expect(await screen.findByLabelText('Your balance: 12,500 credits')).toHaveTextContent('12,500 credits');
  });

  it('asks for the balance again when the user comes back to the tab (a grant or refund made meanwhile)', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    mocked.getAccountInfo.mockResolvedValueOnce({ ...account(false), credits: 100 }).mockResolvedValue({ ...account(false), credits: 350 });
    await renderShell('/help');
    expect(await screen.findByLabelText('Your balance: 100 credits')).toBeInTheDocument();
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByLabelText('Your balance: 350 credits')).toBeInTheDocument();
  });

  it('shows a visitor no balance and asks for none', async () => {
    await renderShell('/help');
    await waitFor(() => expect(labels()).toEqual(['Pricing', 'Help', 'Log in']));
    expect(screen.queryByTestId('credit-balance')).toBeNull();
    expect(mocked.getAccountInfo).not.toHaveBeenCalled();
  });

  it.each(['/login', '/help', '/instructions', '/face-gallery', '/passport-photos', '/buy-packs'])(
    'shows a visitor on %s Pricing and Log in, not the app links that only lead to login',
    async (path) => {
      await renderShell(path);
      await waitFor(() => expect(labels()).toEqual(['Pricing', 'Help', 'Log in']));
      const pricing = new URL(mainNav().getByRole('link', { name: 'Pricing' }).getAttribute('href') ?? '', 'http://site');
      expect(pricing.pathname).toBe('/buy-packs');
      expect(decodeBase64Param(pricing.searchParams.get('r'))).toBe(path);
      expect(mainNav().queryByRole('link', { name: /Generate Images|AI Models|Account/ })).toBeNull();
    },
  );

  it.each(['/pricing', '/buy-packs?r=Lw%3D%3D', '/payg-pricing', '/help'])(
    'takes a visitor on %s to log in and back: the purchase pages have no Log in of their own',
    async (path) => {
      await renderShell(path);
      await waitFor(() => expect(labels()).toEqual(['Pricing', 'Help', 'Log in']));
      const login = new URL(mainNav().getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '', 'http://site');
      expect(login.pathname).toBe('/login');
      expect(decodeBase64Param(login.searchParams.get('r'))).toBe(path);
    },
  );

  it('sends Log in on the login page itself to plain /login', async () => {
    await renderShell('/login');
    await waitFor(() => expect(labels()).toEqual(['Pricing', 'Help', 'Log in']));
    expect(mainNav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('keeps the app links while the session is still being checked', async () => {
    mocked.getAuthStatus.mockReturnValue(new Promise(() => undefined));
    await renderShell('/login');
    await screen.findByRole('heading', { name: 'onboarding/LoginPage' });
    expect(labels()).toEqual(['Generate Images', 'AI Models', 'Account', 'Help']);
  });

  it('has a brand link home', async () => {
    await renderShell('/some/where');
    expect(screen.getByRole('link', { name: 'AI Photographer home' })).toHaveAttribute('href', '/');
  });
});

describe('mobile menu', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });
  const menuLinks = () => screen.getByRole('navigation', { name: 'Menu links' });
  const menuLinksHidden = () => document.getElementById('mobile-menu') as HTMLElement;

  it('toggles open and closed with aria-expanded pointing at the menu', async () => {
    mocked.getAuthStatus.mockResolvedValue('logged-in');
    await renderShell('/help');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).toBeNull();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu links' });
    expect(toggle()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Generate Images',
      'AI Models',
      'Account',
      'Help',
      'Buy credits',
    ]);
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the first link when it opens', async () => {
    await renderShell('/login');
    fireEvent.click(toggle());
    expect(within(menuLinks()).getByRole('link', { name: 'Pricing' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the menu button and its links while open', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(toggle());
    const [pricing, help, logIn] = within(menuLinks()).getAllByRole('link');
    expect(pricing).toHaveFocus();
    await user.tab();
    expect(help).toHaveFocus();
    await user.tab();
    expect(logIn).toHaveFocus();
    await user.tab(); // past the last link: back to the menu button, not the page behind
    expect(toggle()).toHaveFocus();
    await user.tab();
    expect(pricing).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true }); // before the menu button: round to the last link
    expect(logIn).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(toggle());
    await user.tab();
    expect(toggle()).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).toBeNull();
  });

  it('lets Tab go on through the page once closed', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(toggle());
    await user.keyboard('{Escape}');
    await user.tab();
    expect(document.activeElement).not.toBe(toggle());
    expect(menuLinksHidden()).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('closes when a link navigates', async () => {
    const { router } = await renderShell('/');
    fireEvent.click(toggle());
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Menu links' })).getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
