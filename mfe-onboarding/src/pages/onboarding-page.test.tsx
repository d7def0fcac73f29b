import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, checkEmail } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import OnboardingPage from './onboarding-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), checkEmail: jest.fn() }));

const checkEmailMock = checkEmail as jest.Mock;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

beforeEach(() => jest.clearAllMocks());

describe('OnboardingPage e-mail entry', () => {
  it('shows the Ready to get started slide with testimonials', () => {
    renderAt(<OnboardingPage />, '/onboarding');
    expect(screen.getByRole('heading', { name: 'Ready to get started' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What our customers say' })).toBeInTheDocument();
  });

  it('asks for the e-mail address when it is empty', async () => {
    renderAt(<OnboardingPage />, '/onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please enter your email address to continue')).toBeInTheDocument();
    expect(checkEmailMock).not.toHaveBeenCalled();
  });

  it('submits on Enter with the decoded persona and goes to the next page the server names', async () => {
    checkEmailMock.mockResolvedValue({ status: 'success', nextPage: '/email-verify?email=ann%40example.com' });
    renderAt(<OnboardingPage />, `/onboarding?persona=${encodeURIComponent(b64('influencer'))}`);
    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com {Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/email-verify?email=ann%40example.com'));
    expect(checkEmailMock).toHaveBeenCalledWith({
      email: 'ann@example.com',
      currentUrl: window.location.href,
      persona: 'influencer',
    });
  });

  it('sends no persona when the parameter is missing or not a persona', async () => {
    checkEmailMock.mockResolvedValue({ status: 'already-registered', nextPage: '/login?email=ann%40example.com' });
    renderAt(<OnboardingPage />, `/onboarding?persona=${encodeURIComponent(b64('astronaut'))}`);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?email=ann%40example.com'));
    expect(checkEmailMock).toHaveBeenCalledWith(expect.objectContaining({ persona: null }));
  });

  it('alerts Email rejected and stays', async () => {
    checkEmailMock.mockResolvedValue({ status: 'email-rejected', nextPage: '' });
    renderAt(<OnboardingPage />, '/onboarding');
    await userEvent.type(screen.getByLabelText('Email'), 'bad@example.com{Enter}');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Email rejected'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("alerts the server's message when the call fails", async () => {
    checkEmailMock.mockRejectedValue(new ApiError('Too many requests', 429, { message: 'Too many sign-ups, try later' }));
    renderAt(<OnboardingPage />, '/onboarding');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Too many sign-ups, try later'));
  });
});

describe('OnboardingPage after activation', () => {
  it('says the account is ready and leads to the account page', async () => {
    renderAt(<OnboardingPage />, '/onboarding?activated=1');
    expect(screen.getByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to my account' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });
});
