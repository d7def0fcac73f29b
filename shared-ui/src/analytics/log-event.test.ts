import { logAnalyticsEvent } from 'api-client/runtime';
import { logEvent } from './log-event';

jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn() }));

const sendMock = jest.mocked(logAnalyticsEvent);

function setViewport(mobile: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: mobile && query === '(max-width: 760px)' })) as never;
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  sendMock.mockResolvedValue({ status: 'success' });
  setViewport(false);
  window.history.replaceState(null, '', '/onboarding');
});

describe('logEvent', () => {
  it('fills the page, device, versions and persona', () => {
    setViewport(true);
    logEvent({ eventType: 'impression', funnelName: 'onboarding', funnelStep: 'intro', persona: 'single', metadata: { slide: 2 } });
    expect(sendMock).toHaveBeenCalledWith({
      eventType: 'impression',
      pagePath: '/onboarding',
      funnelName: 'onboarding',
      funnelStep: 'intro',
      metadata: { slide: 2, deviceType: 'mobile' },
      isMobileDevice: true,
      funnelVersion: 1,
      funnelStepVersion: 1,
      persona: 'single',
      referralId: null,
    });
  });

  it('remembers the rid of the landing URL for the rest of the visit', () => {
    window.history.replaceState(null, '', '/try-a-new-hairstyle?rid=abc123');
    logEvent({ eventType: 'impression', funnelName: 'onboarding', funnelStep: 'landing' });
    window.history.replaceState(null, '', '/onboarding');
    logEvent({ eventType: 'other', funnelName: 'onboarding', funnelStep: 'intro' });
    expect(sendMock.mock.calls.map(([event]) => [event.pagePath, event.referralId, event.persona, event.isMobileDevice])).toEqual([
      ['/try-a-new-hairstyle', 'abc123', null, false],
      ['/onboarding', 'abc123', null, false],
    ]);
  });

  it('never throws and only warns when the call fails or cannot be made', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendMock.mockRejectedValueOnce(new Error('offline'));
    expect(logEvent({ eventType: 'impression', funnelName: 'f', funnelStep: 's' })).toBeUndefined();
    sendMock.mockImplementationOnce(() => {
      throw new Error('no client');
    });
    expect(() => logEvent({ eventType: 'impression', funnelName: 'f', funnelStep: 's' })).not.toThrow();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not wait for the answer', () => {
    sendMock.mockReturnValue(new Promise(() => undefined));
    expect(logEvent({ eventType: 'impression', funnelName: 'f', funnelStep: 's' })).toBeUndefined();
  });
});
