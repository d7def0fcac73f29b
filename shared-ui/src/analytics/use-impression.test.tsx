import { render } from '@testing-library/react';
import { logAnalyticsEvent } from 'api-client/runtime';
import { useImpression } from './use-impression';

jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn() }));

const sendMock = jest.mocked(logAnalyticsEvent);

function Step({ step, persona }: { step: string; persona?: 'influencer' | 'single' }) {
  useImpression('onboarding', step, persona);
  return <p>{step}</p>;
}

beforeEach(() => {
  jest.clearAllMocks();
  sendMock.mockResolvedValue({ status: 'success' });
  window.matchMedia = jest.fn(() => ({ matches: false })) as never;
});

describe('useImpression', () => {
  it('logs one impression per mount and one per new step, not per render', () => {
    const view = render(<Step step="intro" persona="single" />);
    view.rerender(<Step step="intro" persona="influencer" />);
    view.rerender(<Step step="training-demo" persona="influencer" />);
    expect(sendMock.mock.calls.map(([e]) => [e.eventType, e.funnelName, e.funnelStep, e.persona])).toEqual([
      ['impression', 'onboarding', 'intro', 'single'],
      ['impression', 'onboarding', 'training-demo', 'influencer'],
    ]);
  });

});
