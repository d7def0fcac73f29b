import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, getSystemStatus, type SystemStatus } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import SystemStatusPage from './system-status-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getSystemStatus: jest.fn(),
  getFunnelReport: jest.fn(() => new Promise(() => undefined)), // the funnel card has its own tests
}));

const statusMock = jest.mocked(getSystemStatus);
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const STATUS: SystemStatus = {
  lastGenerationTime: ago(5 * 60_000 + 1000),
  lastTrainingTime: ago(3 * HOUR + 1000),
  lastRegistrationTime: null,
  totalUsers: 42,
  totalGenerations: 1234,
  statusIndicators: {
    recentGeneration: { status: true, message: 'Images generated in the last hour' },
    recentTraining: { status: true, message: 'A model trained today' },
    recentRegistration: { status: false, message: 'No sign-ups in 24 hours' },
    activeUsers: { status: true, message: '12 active users this week' },
    hasGenerations: { status: true, message: 'Generations exist' },
  },
  likenessMisses: [
    { day: '2030-03-15', engine: 'replicate', scored: 40, misses: 5, missShare: 0.125 },
    { day: '2030-03-15', engine: 'mock', scored: 12, misses: 0, missShare: 0 },
  ],
};

beforeEach(() => jest.clearAllMocks());

describe('SystemStatusPage', () => {
  it('shows each indicator with its state and message', async () => {
    statusMock.mockResolvedValue(STATUS);
    renderAt(<SystemStatusPage />, '/system-status');
    expect(await screen.findByText('No sign-ups in 24 hours')).toBeInTheDocument();
    expect(screen.getByTestId('indicator-recentRegistration')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('indicator-recentRegistration')).toHaveTextContent('Recent registration (problem)');
    expect(screen.getByTestId('indicator-recentGeneration')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('indicator-recentGeneration')).toHaveTextContent('Recent generation (OK)');
    expect(screen.getByText('12 active users this week')).toBeInTheDocument();
  });

  it('shows the share of likeness misses per day and engine', async () => {
    statusMock.mockResolvedValue(STATUS);
    renderAt(<SystemStatusPage />, '/system-status');
    const card = await screen.findByRole('region', { name: 'Likeness misses' });
    const rows = within(card).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DayEngineScoredMissesMiss share', '2030-03-15replicate40512.5 %', '2030-03-15mock1200 %']);
  });

  it('shows the free previews per day when the server reports them', async () => {
    statusMock.mockResolvedValue({
      ...STATUS,
      previews: [
        { day: '2030-03-15', made: 31, failed: 2, images: 62, paidAfter: 4 },
        { day: '2030-03-14', made: 12, failed: 0, images: 24, paidAfter: 1 },
      ],
    });
    renderAt(<SystemStatusPage />, '/system-status');
    const card = await screen.findByRole('region', { name: 'Free previews' });
    const rows = within(card).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DayMadeFailedPhotosPaid after', '2030-03-15312624', '2030-03-14120241']);
  });

  it('says so when no preview was made lately, and shows no card when the server has no previews', async () => {
    statusMock.mockResolvedValue({ ...STATUS, previews: [] });
    const view = renderAt(<SystemStatusPage />, '/system-status');
    const card = await screen.findByRole('region', { name: 'Free previews' });
    expect(card).toHaveTextContent('No free previews in the last 14 days.');
    view.unmount();
    statusMock.mockResolvedValue(STATUS);
    renderAt(<SystemStatusPage />, '/system-status');
    await screen.findByRole('region', { name: 'Likeness misses' });
    expect(screen.queryByRole('region', { name: 'Free previews' })).not.toBeInTheDocument();
  });

  it('shows the last hour and day beside each other, and the job queue now', async () => {
    const window = (scale: number) => ({
      credits: { granted: 500 * scale, spent: 120 * scale, refunded: 10 * scale },
      payments: [{ provider: 'stripe', status: 'fulfilled', count: 2 * scale, amountCents: 1598 * scale }],
      engines: [{ engine: 'replicate', calls: 6 * scale, failedCalls: scale, images: 12 * scale, failedImages: 2 * scale }],
      likeness: [{ engine: 'replicate', scored: 10 * scale, misses: scale }],
      previews: [{ status: 'succeeded', count: 3 * scale, images: 6 * scale }],
      trainings: [{ status: 'succeeded', count: scale }],
      jobs: [{ name: 'image.likeness', failed: 0, retried: scale }],
    });
    const lastDay = window(10);
    // A pack of another provider only the day saw: 0 in the hour.
    lastDay.payments.push({ provider: 'local', status: 'pending', count: 1, amountCents: 799 });
    statusMock.mockResolvedValue({
      ...STATUS,
      operations: { lastHour: window(1), lastDay, queue: [{ name: 'pack.slot', queued: 30, running: 4, retrying: 2 }] },
    });
    renderAt(<SystemStatusPage />, '/system-status');
    const table = await screen.findByRole('region', { name: 'Figures for the last hour and day' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Figure', 'Last hour', 'Last day'],
      ['Credits granted', '500', '5000'],
      ['Credits spent', '120', '1200'],
      ['Credits refunded', '10', '100'],
      ['Payments fulfilled (stripe)', '2 ($15.98)', '20 ($159.80)'],
      ['Payments pending (local)', '0', '1 ($7.99)'],
      ['Generations on replicate', '6 (1 failed)', '60 (10 failed)'],
      ['Images on replicate', '12 (2 failed)', '120 (20 failed)'],
      ['Likeness misses on replicate', '1 of 10', '10 of 100'],
      ['Free previews succeeded', '3', '30'],
      ['Trainings succeeded', '1', '10'],
      ['Job image.likeness', '0 failed, 1 retried', '0 failed, 10 retried'],
    ]);
    const card = screen.getByRole('region', { name: 'Last hour and day' });
    expect(within(card).getByText('pack.slot')).toBeInTheDocument();
    expect(within(card).getByText('30 waiting (2 retrying), 4 running')).toBeInTheDocument();
  });

  it('says the queue is empty, and shows no figures card for a server without them', async () => {
    const empty = { credits: { granted: 0, spent: 0, refunded: 0 }, payments: [], engines: [], likeness: [], previews: [], trainings: [], jobs: [] };
    statusMock.mockResolvedValue({ ...STATUS, operations: { lastHour: empty, lastDay: empty, queue: [] } });
    const view = renderAt(<SystemStatusPage />, '/system-status');
    const card = await screen.findByRole('region', { name: 'Last hour and day' });
    expect(card).toHaveTextContent('No jobs waiting or running.');
    view.unmount();
    statusMock.mockResolvedValue(STATUS);
    renderAt(<SystemStatusPage />, '/system-status');
    await screen.findByRole('region', { name: 'Likeness misses' });
    expect(screen.queryByRole('region', { name: 'Last hour and day' })).not.toBeInTheDocument();
  });

  it('says so when no photo has been scored yet', async () => {
    statusMock.mockResolvedValue({ ...STATUS, likenessMisses: [] });
    renderAt(<SystemStatusPage />, '/system-status');
    expect(await screen.findByText('No photos scored yet.')).toBeInTheDocument();
  });

  it('shows totals and last times as time ago', async () => {
    statusMock.mockResolvedValue(STATUS);
    renderAt(<SystemStatusPage />, '/system-status');
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it('sends non-admins (403) home', async () => {
    statusMock.mockRejectedValue(new ApiError('Forbidden', 403, { message: 'Forbidden' }));
    renderAt(<SystemStatusPage />, '/system-status');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('sends signed-out users (401) to login, asking once', async () => {
    statusMock.mockRejectedValue(new ApiError('Unauthorized', 401, { message: 'Unauthorized' }));
    renderAt(<SystemStatusPage />, '/system-status');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(statusMock).toHaveBeenCalledTimes(1);
  });

  it('says the status failed to load on another error answer', async () => {
    statusMock.mockRejectedValue(new ApiError('Server error', 500, { message: 'boom' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<SystemStatusPage />, '/system-status');
    expect(await screen.findByText('Failed to load system status.')).toBeInTheDocument();
  });

  it('says an unexpected error occurred when the failure is not an error answer', async () => {
    statusMock.mockRejectedValue(new TypeError('undefined is not a function'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<SystemStatusPage />, '/system-status');
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});
