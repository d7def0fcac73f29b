import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, getFunnelReport, type FunnelReport } from 'api-client';
import { lastSevenDays } from '../date-range';
import { FunnelReportCard } from './funnel-report-card';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), getFunnelReport: jest.fn() }));

const reportMock = jest.mocked(getFunnelReport);

const REPORT: FunnelReport = {
  from: '2025-03-04',
  to: '2025-03-10',
  funnels: [
    {
      funnelName: 'onboarding',
      personas: ['professional', 'none'],
      steps: [
        {
          funnelStep: 'persona-question', events: 4, sessions: 3, conversionFromPrevious: null,
          byPersona: [{ persona: 'professional', events: 0, sessions: 0 }, { persona: 'none', events: 4, sessions: 3 }],
        },
        {
          funnelStep: 'intro', events: 2, sessions: 2, conversionFromPrevious: 2 / 3,
          byPersona: [{ persona: 'professional', events: 2, sessions: 2 }, { persona: 'none', events: 0, sessions: 0 }],
        },
      ],
    },
  ],
};

beforeEach(() => jest.clearAllMocks());

describe('FunnelReportCard', () => {
  it('asks for the last 7 days and shows a row per step with persona cells and step conversion', async () => {
    reportMock.mockResolvedValue(REPORT);
    render(<FunnelReportCard />);
    expect(screen.getByRole('status', { hidden: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'onboarding' });
    expect(reportMock).toHaveBeenCalledWith(lastSevenDays(), { signal: expect.any(AbortSignal) });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'StepEventsSessionsprofessionalnoneStep conversion',
      'persona-question430 / 04 / 3–',
      'intro222 / 20 / 066.7 %',
    ]);
  });

  it('reloads for a new date range', async () => {
    reportMock.mockResolvedValue(REPORT);
    render(<FunnelReportCard />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    expect(reportMock).toHaveBeenLastCalledWith({ from: '2025-01-01', to: lastSevenDays().to }, { signal: expect.any(AbortSignal) });
  });

  it('says when the range has no events', async () => {
    reportMock.mockResolvedValue({ ...REPORT, funnels: [] });
    render(<FunnelReportCard />);
    expect(await screen.findByText('No analytics events in this date range.')).toBeInTheDocument();
  });

  it('shows an error when the report fails, and the server’s message for a bad range', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportMock.mockRejectedValue(new ApiError('Server error', 500, { message: 'boom' }));
    const view = render(<FunnelReportCard />);
    expect(await screen.findByText('Failed to load the funnel report.')).toBeInTheDocument();
    expect(reportMock).toHaveBeenCalledTimes(3); // a server error is retried twice before it shows
    view.unmount();
    reportMock.mockRejectedValueOnce(new ApiError('to: at most 366 days after from', 400, { message: 'to: at most 366 days after from' }));
    render(<FunnelReportCard />);
    expect(await screen.findByText('to: at most 366 days after from')).toBeInTheDocument();
  });
});
