import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, checkEmail, getMyPreview, PREVIEW_HEADLINE, PREVIEW_TERMS, runtimeSettings } from 'api-client';
import { logAnalyticsEvent } from 'api-client/runtime';
import { TEST_SETTINGS } from '../test/test-settings';
import { alertMock, renderAt, sessionState } from 'shared-ui/testing';
import OnboardingPage from './onboarding-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// Analytics events leave through api-client/runtime (shared-ui's logEvent), the rest through api-client.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  checkEmail: jest.fn(),
  getMyPreview: jest.fn(),
  runtimeSettings: jest.fn(),
}));

const checkEmailMock = jest.mocked(checkEmail);
const analyticsMock = jest.mocked(logAnalyticsEvent);
const b64 = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));
const at = (url: string) => renderAt(<OnboardingPage />, url, '/onboarding');
/** The analytics events sent so far, as "step persona". */
const events = () => analyticsMock.mock.calls.map(([e]) => `${e.eventType} ${e.funnelStep} ${e.persona ?? '-'}`);

beforeEach(() => {
  jest.clearAllMocks();
  analyticsMock.mockResolvedValue({ status: 'success' });
  jest.mocked(runtimeSettings).mockReturnValue(TEST_SETTINGS);
});

describe('OnboardingPage funnel', () => {
  it('asks for the persona first; an answer sets it and advances', async () => {
    at('/onboarding');
    expect(screen.getByText('1/5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What brings you here?' })).toBeInTheDocument();
    for (const answer of ['Grow my social media', 'Get more dating-app matches', 'Just exploring']) {
      expect(screen.getByRole('button', { name: answer })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade my LinkedIn profile' }));
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A studio headshot from your selfies' })).toHaveFocus();
    expect(events()).toEqual([
      'impression persona-question -',
      'other persona-question:choose professional',
      'impression intro professional',
    ]);
    expect(analyticsMock.mock.calls[1]![0]).toMatchObject({ funnelName: 'onboarding', pagePath: '/', metadata: { persona: 'professional' } });
  });

  it('skips the question when the persona is in the query and shows that persona’s copy', () => {
    at(`/onboarding?persona=${b64('single')}`);
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dating photos that look like you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Just exploring' })).not.toBeInTheDocument();
    expect(events()).toEqual(['impression intro single']);
  });

  it.each(['influencer', 'professional', 'single', 'unknown'])(
    'tells a %s visitor on the first slide that two photos of them come free in under a minute, after sign-up',
    (persona) => {
      at(`/onboarding?persona=${b64(persona)}`);
      const promise = screen.getByText(PREVIEW_HEADLINE).closest('p');
      expect(promise).toHaveTextContent(`${PREVIEW_HEADLINE} ${PREVIEW_TERMS}`);
      expect(promise).toBeVisible();
    },
  );

  it('takes the slide from the hash and falls back to the first for a number it does not have', () => {
    const view = at(`/onboarding?persona=${b64('influencer')}#3`);
    expect(screen.getByRole('heading', { name: 'Demo: Training Complete' })).toBeInTheDocument();
    view.unmount();
    at(`/onboarding?persona=${b64('influencer')}#9`);
    expect(screen.getByText('1/4')).toBeInTheDocument();
  });

  it('enables Next on the training demo only after the 2-second fake training', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      at(`/onboarding?persona=${b64('professional')}#2`);
      expect(screen.getAllByRole('img', { name: /^Example selfie \d$/ })).toHaveLength(4);
      const next = screen.getByRole('button', { name: 'Next' });
      expect(next).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Create AI model' }));
      expect(screen.getByRole('progressbar', { name: 'Training the AI model' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(next).toBeDisabled();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('The example model is ready (a demo: yours trains in about 25 minutes).')).toBeInTheDocument();
      expect(next).toBeEnabled();
      expect(events()).toContain('other training-demo:create-model professional');
      await user.click(next);
      expect(screen.getByRole('heading', { name: 'Demo: Training Complete' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('generates each example prompt with a 1-second fake progress: pending, loading, done', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      at(`/onboarding?persona=${b64('professional')}#3`);
      const items = screen.getByRole('list', { name: 'Example prompts' }).querySelectorAll('li');
      expect([...items].map((li) => li.dataset.state)).toEqual(['pending', 'pending', 'pending']);
      await user.click(screen.getAllByRole('button', { name: 'Generate Image' })[1] as HTMLElement);
      expect([...items].map((li) => li.dataset.state)).toEqual(['pending', 'loading', 'pending']);
      act(() => jest.advanceTimersByTime(1100));
      expect([...items].map((li) => li.dataset.state)).toEqual(['pending', 'done', 'pending']);
      expect(screen.getByRole('img', { name: /^Example result: model in a black blazer/ })).toBeInTheDocument();
      expect(events()).toContain('other training-complete:generate-2 professional');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps keyboard focus on the training demo when Create AI model goes away, then Tab reaches Next', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      at(`/onboarding?persona=${b64('professional')}#2`);
      screen.getByRole('button', { name: 'Create AI model' }).focus();
      await user.keyboard('{Enter}');
      const model = screen.getByRole('group', { name: 'Your AI model' });
      expect(model).toHaveFocus();
      expect(model).toContainElement(screen.getByRole('progressbar', { name: 'Training the AI model' }));
      act(() => jest.advanceTimersByTime(2100));
      expect(model).toHaveFocus();
      expect(model).toHaveTextContent('The example model is ready (a demo: yours trains in about 25 minutes).');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps keyboard focus on an example prompt when its Generate Image goes away', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      at(`/onboarding?persona=${b64('professional')}#3`);
      const buttons = screen.getAllByRole('button', { name: 'Generate Image' });
      (buttons[0] as HTMLElement).focus();
      await user.keyboard(' ');
      const example = screen.getAllByRole('group', { name: /^Example: / })[0] as HTMLElement;
      expect(example).toHaveFocus();
      act(() => jest.advanceTimersByTime(1100));
      expect(example).toHaveFocus();
      expect(within(example).getByRole('img', { name: /^Example result:/ })).toBeInTheDocument();
      await user.tab();
      expect(screen.getAllByRole('button', { name: 'Generate Image' })[0]).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('jumps to the e-mail slide with Sign up now', async () => {
    at(`/onboarding?persona=${b64('professional')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up now' }));
    expect(screen.getByText('4/4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to get started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('OnboardingPage e-mail entry', () => {
  const emailSlide = `/onboarding?persona=${b64('influencer')}#4`;

  it('shows the Ready to get started slide with testimonials and no Google button without a client id', () => {
    at('/onboarding#5');
    expect(screen.getByRole('heading', { name: 'Ready to get started' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What our customers say' })).toBeInTheDocument();
    // The landing page's reviewers, and what signing up gets before paying.
    expect(screen.getByText(/I needed a new LinkedIn photo before a job search/)).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_HEADLINE).closest('p')).toHaveTextContent(PREVIEW_TERMS);
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });

  it('asks for the e-mail address when it is empty', async () => {
    at(emailSlide);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please enter your email address to continue')).toBeInTheDocument();
    expect(checkEmailMock).not.toHaveBeenCalled();
  });

  it('submits on Enter with the persona, logs the sign-up and goes to the next page the server names', async () => {
    checkEmailMock.mockResolvedValue({ status: 'success', nextPage: '/email-verify?email=ann%40example.com' });
    at(emailSlide);
    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com {Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/email-verify?email=ann%40example.com'));
    expect(checkEmailMock).toHaveBeenCalledWith({ email: 'ann@example.com', currentUrl: window.location.href, persona: 'influencer' });
    expect(events()).toEqual(['impression email-entry influencer', 'other email-entry:sign-up influencer']);
  });

  it('sends the persona chosen in the funnel', async () => {
    checkEmailMock.mockResolvedValue({ status: 'already-registered', nextPage: '/login?email=ann%40example.com' });
    at('/onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'Get more dating-app matches' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up now' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?email=ann%40example.com'));
    expect(checkEmailMock).toHaveBeenCalledWith(expect.objectContaining({ persona: 'single' }));
  });

  it('alerts Email rejected and stays', async () => {
    checkEmailMock.mockResolvedValue({ status: 'email-rejected', nextPage: '' });
    at(emailSlide);
    await userEvent.type(screen.getByLabelText('Email'), 'bad@example.com{Enter}');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Email rejected'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("alerts the server's message when the call fails", async () => {
    checkEmailMock.mockRejectedValue(new ApiError('Too many requests', 429, { message: 'Too many sign-ups, try later' }));
    at(emailSlide);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Too many sign-ups, try later'));
  });

  it('still signs up when analytics fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    analyticsMock.mockRejectedValue(new Error('offline'));
    checkEmailMock.mockResolvedValue({ status: 'success', nextPage: '/email-verify?email=ann%40example.com' });
    at(emailSlide);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/email-verify'));
  });
});

describe('OnboardingPage Google alternative', () => {
  function googleWithPrompt(notDisplayed: boolean) {
    jest.mocked(runtimeSettings).mockReturnValue({ ...TEST_SETTINGS, googleClientId: 'client-1' });
    const id = {
      initialize: jest.fn(),
      renderButton: jest.fn(),
      prompt: jest.fn((listener) => listener({ isNotDisplayed: () => notDisplayed, isSkippedMoment: () => false })),
    };
    window.google = { accounts: { id } };
    return id;
  }
  afterEach(() => delete window.google);

  it('shows the Google sign-in button when the one-tap prompt is not displayed', async () => {
    const id = googleWithPrompt(true);
    at(`/onboarding?persona=${b64('single')}#4`);
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
  });

  it('shows no alternative while the one-tap prompt works', async () => {
    const id = googleWithPrompt(false);
    at(`/onboarding?persona=${b64('single')}#4`);
    await waitFor(() => expect(id.prompt).toHaveBeenCalled());
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });
});

describe('OnboardingPage after activation', () => {
  beforeEach(() => {
    sessionState.status = 'logged-in';
    jest.mocked(getMyPreview).mockResolvedValue({ preview: null, available: true, reason: null, retentionHours: 24 });
  });
  afterEach(() => {
    sessionState.status = 'unknown';
  });

  it('shows the free preview, the pack introduction and Why use AI, then See packs & pricing with the persona', async () => {
    at(`/onboarding?persona=${b64('professional')}&activated=1`);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See yourself first' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up now' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photo packs: every headshot you need' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Why use AI?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See packs & pricing' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/buy-packs?persona=${b64('professional')}`);
    expect(events()).toEqual([
      'impression shown professional',
      'impression preview professional',
      'other preview:skip professional',
      'impression pack-intro professional',
      'impression why-ai professional',
      'other why-ai:see-packs professional',
    ]);
  });

  it('goes to buy-packs without a persona when it is unknown', async () => {
    at('/onboarding?activated=1#3');
    await userEvent.click(screen.getByRole('button', { name: 'See packs & pricing' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/buy-packs$/);
  });
});
