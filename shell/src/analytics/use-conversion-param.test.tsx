import { screen, waitFor } from '@testing-library/react';
import { logEvent } from 'shared-ui/start-up';
import { renderShell } from '../test/render-shell';
import { mocked, remotesRenderTheirIds } from '../test/mocks';
import { parseConversionParam } from './conversion-param';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn(), getAccountInfo: jest.fn(), onUnauthorized: jest.fn() }));
jest.mock('shared-ui/start-up', () => ({ ...jest.requireActual('shared-ui/start-up'), logEvent: jest.fn() }));

const logEventMock = jest.mocked(logEvent);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

beforeEach(() => {
  jest.clearAllMocks();
  remotesRenderTheirIds();
  mocked.getAuthStatus.mockResolvedValue('logged-out');
});

describe('the conversion parameter', () => {
  it('is logged once as a conversion and removed from the URL, keeping the rest', async () => {
    const param = base64url({ funnelName: 'checkout', funnelStep: 'paid', metadata: { pack: 'studio' }, persona: 'single' });
    const { router } = await renderShell(`/onboarding?persona=c2luZ2xl&conversion=${param}#3`);
    await screen.findByRole('heading', { name: 'onboarding/OnboardingPage' });
    await waitFor(() => expect(router.state.location.search).toBe('?persona=c2luZ2xl'));
    expect(router.state.location.hash).toBe('#3');
    expect(logEventMock).toHaveBeenCalledTimes(1);
    expect(logEventMock).toHaveBeenCalledWith({
      eventType: 'conversion', funnelName: 'checkout', funnelStep: 'paid', metadata: { pack: 'studio' }, persona: 'single',
    });
  });

  it('is removed without logging when it is not an event', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await renderShell(`/onboarding?conversion=${base64url({ hello: 1 })}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(logEventMock).not.toHaveBeenCalled();
  });

  it('leaves pages without it alone', async () => {
    const { router } = await renderShell('/onboarding?persona=c2luZ2xl');
    await screen.findByRole('heading', { name: 'onboarding/OnboardingPage' });
    expect(router.state.location.search).toBe('?persona=c2luZ2xl');
    expect(logEventMock).not.toHaveBeenCalled();
  });
});

describe('parseConversionParam', () => {
  it('reads base64url and plain base64 JSON and drops unknown personas', () => {
    const event = { funnelName: 'auth', funnelStep: 'activated', persona: 'astronaut' };
    const expected = { eventType: 'conversion', funnelName: 'auth', funnelStep: 'activated', metadata: undefined, persona: undefined };
    expect(parseConversionParam(base64url(event))).toEqual(expected);
    expect(parseConversionParam(Buffer.from(JSON.stringify(event)).toString('base64'))).toEqual(expected);
  });

  it('answers null for garbage', () => {
    expect(parseConversionParam('%%%')).toBeNull();
    expect(parseConversionParam(Buffer.from('not json').toString('base64url'))).toBeNull();
    expect(parseConversionParam(base64url(['funnelName']))).toBeNull();
  });
});
