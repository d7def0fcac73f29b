import { screen, within } from '@testing-library/react';
import { runtimeSettings } from 'api-client/runtime';
import { renderAt } from 'shared-ui/testing';
import HelpPage from './help-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), runtimeSettings: jest.fn() }));

const settings = jest.mocked(runtimeSettings);

describe('HelpPage', () => {
  beforeEach(() => {
    settings.mockReturnValue({
      basePath: '',
      passwordSalt: 's',
      passwordSuffix: 'x',
      googleClientId: null,
      supportEmails: { payments: 'billing@photos.test', models: 'studio@photos.test' },
    });
  });

  it('shows the two configured support addresses as mail links', async () => {
    renderAt(<HelpPage />, '/help');
    expect(await screen.findByRole('link', { name: /billing@photos\.test/ })).toHaveAttribute('href', 'mailto:billing@photos.test');
    expect(screen.getByRole('link', { name: /studio@photos\.test/ })).toHaveAttribute('href', 'mailto:studio@photos.test');
    expect(screen.getByText('Payments, subscriptions and accounts')).toBeInTheDocument();
    expect(screen.getByText('Models, training and images')).toBeInTheDocument();
  });

  it('links to instructions and rules in the app and to the policies in a new tab', () => {
    renderAt(<HelpPage />, '/help');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /^Instructions/ })).toHaveAttribute('href', '/instructions');
    expect(main.getByRole('link', { name: /^Rules/ })).toHaveAttribute('href', '/rules');
    const terms = main.getByRole('link', { name: /^Terms of service \(opens in a new tab\)/ });
    expect(terms).toHaveAttribute('href', '/terms-of-service.html');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = main.getByRole('link', { name: /^Privacy policy \(opens in a new tab\)/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy.html');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('still renders when the runtime settings are not loaded (prerendering)', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    settings.mockImplementation(() => {
      throw new Error('Runtime configuration has not been loaded yet');
    });
    renderAt(<HelpPage />, '/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
