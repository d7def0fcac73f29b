import { screen } from '@testing-library/react';
import { renderAt } from 'shared-ui/testing';
import EmailVerifyPage from './email-verify-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));

describe('EmailVerifyPage', () => {
  it('names the address the link went to and asks the user to click it', () => {
    renderAt(<EmailVerifyPage />, '/email-verify?email=ann%40example.com');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please click the link in the email to activate your account.')).toBeInTheDocument();
  });

  it('offers to use a different address', () => {
    renderAt(<EmailVerifyPage />, '/email-verify?email=ann%40example.com');
    expect(screen.getByRole('link', { name: 'Use a different email' })).toHaveAttribute('href', '/onboarding');
  });
});
