import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGenStatus, toggleMockMode, type GenStatus } from 'api-client';
import { MockModeToggle } from './mock-mode-toggle';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// gen-status is a start-up call (api-client/runtime); 'api-client' re-exports the mock.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), toggleMockMode: jest.fn() }));

const genStatus = jest.mocked(getGenStatus);
const toggle = jest.mocked(toggleMockMode);
const button = () => screen.getByRole('button', { name: 'Toggle Mock Mode' });
const statusWith = (isMockMode: boolean) => ({ isMockMode } as GenStatus);

beforeEach(() => jest.clearAllMocks());

describe('MockModeToggle', () => {
  it('shows on load that mock mode is on, as the server reports it', async () => {
    genStatus.mockResolvedValue(statusWith(true));
    render(<MockModeToggle />);
    expect(await screen.findByText('Mock mode is on.')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows on load that mock mode is off', async () => {
    genStatus.mockResolvedValue(statusWith(false));
    render(<MockModeToggle />);
    expect(await screen.findByText('Mock mode is off.')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the toggle reply, in the pressed state and in words', async () => {
    genStatus.mockResolvedValue(statusWith(false));
    toggle.mockResolvedValueOnce({ newMockMode: true }).mockResolvedValueOnce({ newMockMode: false });
    render(<MockModeToggle />);
    await screen.findByText('Mock mode is off.');
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent('Mock mode is now on.');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button());
    expect(await screen.findByText('Mock mode is now off.')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('claims no state when the state cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    genStatus.mockRejectedValue(new Error('down'));
    render(<MockModeToggle />);
    await screen.findByRole('button', { name: 'Toggle Mock Mode' });
    await new Promise((r) => setTimeout(r, 0));
    expect(button()).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
