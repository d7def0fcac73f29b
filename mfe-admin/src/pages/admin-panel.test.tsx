import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGenStatus, resetUserCompletely, toggleMockMode, type GenStatus } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import AdminPanel from './admin-panel';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  toggleMockMode: jest.fn(),
  resetUserCompletely: jest.fn(),
  getGenStatus: jest.fn(),
}));

const toggleMock = jest.mocked(toggleMockMode);
const resetMock = jest.mocked(resetUserCompletely);

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getGenStatus).mockResolvedValue({ isMockMode: false } as GenStatus);
});

describe('AdminPanel', () => {
  it('toggles mock mode and shows the new state', async () => {
    toggleMock.mockResolvedValueOnce({ newMockMode: true }).mockResolvedValueOnce({ newMockMode: false });
    renderAt(<AdminPanel />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Mock Mode' }));
    expect(await screen.findByText('Mock mode is now on.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Mock Mode' }));
    expect(await screen.findByText('Mock mode is now off.')).toBeInTheDocument();
  });

  it('alerts when toggling fails', async () => {
    toggleMock.mockRejectedValue(new Error('boom'));
    renderAt(<AdminPanel />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Mock Mode' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to toggle mock mode.'));
  });

  it('asks for confirmation before Reset All, and cancelling does nothing', async () => {
    renderAt(<AdminPanel />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('resets after confirmation and shows the reply message', async () => {
    resetMock.mockResolvedValue({ message: 'User data reset: 0 credits, no subscription, no purchases' });
    renderAt(<AdminPanel />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog.querySelector('button:last-of-type') as HTMLElement);
    expect(await screen.findByText('User data reset: 0 credits, no subscription, no purchases')).toBeInTheDocument();
    expect(resetMock).toHaveBeenCalledTimes(1);
  });

  it('alerts when the reset fails', async () => {
    resetMock.mockRejectedValue(new Error('boom'));
    renderAt(<AdminPanel />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    await userEvent.click(screen.getByRole('dialog').querySelector('button:last-of-type') as HTMLElement);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to reset user data.'));
  });

  it('links to the system status page', () => {
    renderAt(<AdminPanel />, '/account');
    expect(screen.getByRole('link', { name: 'System Status' })).toHaveAttribute('href', '/system-status');
  });

  it('links to the content generator', () => {
    renderAt(<AdminPanel />, '/account');
    expect(screen.getByRole('link', { name: 'Content Generator' })).toHaveAttribute('href', '/content-gen');
  });

  it('links to the internal tools page', () => {
    renderAt(<AdminPanel />, '/account');
    expect(screen.getByRole('link', { name: 'Internal tools' })).toHaveAttribute('href', '/test');
  });
});
