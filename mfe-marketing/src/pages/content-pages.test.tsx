import { screen, within } from '@testing-library/react';
import { pageMetaMock, renderAt } from 'shared-ui/testing';
import GuideArticlePage from './guide-article-page';
import InstructionsPage from './instructions-page';
import RulesPage from './rules-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

describe('content pages', () => {
  it('rules state each rule users accept', () => {
    renderAt(<RulesPage />, '/rules');
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent;
    for (const rule of ['18 or older', 'consent', 'No nudity, explicit, offensive or illegal content', 'impersonate', 'public figures', 'securely', 'updated']) {
      expect(text).toContain(rule);
    }
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ canonical: '/rules' }));
  });

  it('instructions have training tips and generation tips', () => {
    renderAt(<InstructionsPage />, '/instructions');
    expect(screen.getByRole('heading', { level: 2, name: 'Training tips' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Generation tips' })).toBeInTheDocument();
    expect(screen.getByText('Upload 12 to 20 photos')).toBeInTheDocument();
  });

  it('the guide article carries sign-up links to onboarding', () => {
    renderAt(<GuideArticlePage />, '/articles/flux-loras-ultimate-guide');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flux LoRAs');
    const signUps = within(screen.getByRole('main')).getAllByRole('link', { name: 'Create your own model' });
    expect(signUps.length).toBeGreaterThanOrEqual(2);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/onboarding');
  });
});
