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

  it('caps a step conversion above 100 % and says why', async () => {
    const [first, second] = REPORT.funnels[0]!.steps;
    const joinedMidway = { ...second!, funnelStep: 'training-demo', sessions: 5, conversionFromPrevious: 5 / 2 };
    reportMock.mockResolvedValue({ ...REPORT, funnels: [{ ...REPORT.funnels[0]!, steps: [first!, second!, joinedMidway] }] });
    render(<FunnelReportCard />);
    const table = await screen.findByRole('table', { name: 'onboarding' });
    const cell = within(table).getByRole('row', { name: /training-demo/ }).lastElementChild as HTMLElement;
    expect(cell).toHaveTextContent('100.0 %* (capped)');
    const conversionCells = within(table).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent ?? '');
    const percentages = conversionCells.filter((text) => text.includes('%')).map((text) => parseFloat(text));
    expect(percentages).toEqual([66.7, 100]);
    expect(cell).toHaveAccessibleDescription(/capped at 100 %/);
    expect(screen.getByText(/More sessions reached this step than the step before/)).toBeVisible();
  });

  it('adds no note when no conversion was capped', async () => {
    reportMock.mockResolvedValue(REPORT);
    render(<FunnelReportCard />);
    await screen.findByRole('table');
    expect(screen.queryByText(/capped at 100 %/)).toBeNull();
  });

  it('puts each table in a named, keyboard-focusable scroll region', async () => {
    reportMock.mockResolvedValue(REPORT);
    render(<FunnelReportCard />);
    const region = await screen.findByRole('region', { name: 'onboarding funnel' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'onboarding' })).toBeInTheDocument();
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
