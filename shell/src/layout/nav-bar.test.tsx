import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeBase64Param } from 'shared-ui';
import { renderShell } from '../test/render-shell';
import { mocked, remotesRenderTheirIds } from '../test/mocks';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));

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
    await waitFor(() => expect(labels()).toEqual(['Pricing', 'Generate Images', 'Account']));
  });

  it('elsewhere shows the four default buttons', async () => {
    await renderShell('/login');
    await screen.findByRole('heading', { name: 'onboarding/LoginPage' });
    expect(labels()).toEqual(['Generate Images', 'AI Models', 'Account', 'Help']);
    expect(mainNav().getByRole('link', { name: 'AI Models' })).toHaveAttribute('href', '/models');
  });

  it('has a brand link home', async () => {
    await renderShell('/some/where');
    expect(screen.getByRole('link', { name: 'AI Photographer home' })).toHaveAttribute('href', '/');
  });
});

describe('mobile menu', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });

  it('toggles open and closed with aria-expanded pointing at the menu', async () => {
    await renderShell('/login');
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
    ]);
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    await renderShell('/login');
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const { router } = await renderShell('/');
    fireEvent.click(toggle());
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Menu links' })).getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
