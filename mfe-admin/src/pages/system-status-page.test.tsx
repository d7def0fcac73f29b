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
