import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import LandingPage from './landing-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LandingPage hero', () => {
  it('shows the title and what the product does', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal AI photographer' })).toBeInTheDocument();
    expect(screen.getByText(/12-20 selfies/)).toBeInTheDocument();
    expect(screen.getByText(/professional headshots, dating-app photos and social media pictures/)).toBeInTheDocument();
  });

  it('sends the visitor to onboarding from the hero button', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('link', { name: 'Get my photos' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/onboarding');
  });

  it('has a sticky Get My Photos bar, shown only on mobile, that also goes to onboarding', () => {
    renderLanding();
    // jsdom has no viewport width, so the mobile-only bar is display:none here.
    const bar = screen.getByRole('link', { name: 'Get My Photos', hidden: true });
    expect(bar).not.toBeVisible();
    expect(bar).toHaveAttribute('href', '/onboarding');
  });
});
