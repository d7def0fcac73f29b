import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { getAuthStatus } from 'api-client/runtime';
import { useSession } from './use-session';

jest.mock('api-client/runtime', () => ({ getAuthStatus: jest.fn() }));
const authStatus = jest.mocked(getAuthStatus);

const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;

describe('useSession', () => {
  it('starts unknown and becomes logged-in when the server says so', async () => {
    authStatus.mockResolvedValue('logged-in');
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.session.status).toBe('unknown');
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.refreshSession();
    });
    expect(answer).toBe('logged-in');
    expect(result.current.session.status).toBe('logged-in');
  });

  it('treats an error as logged out', async () => {
    authStatus.mockRejectedValue(new Error('network down'));
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await expect(result.current.refreshSession()).resolves.toBe('logged-out');
    });
    expect(result.current.session.status).toBe('logged-out');
  });

  it('treats any other answer as logged out', async () => {
    authStatus.mockResolvedValue('something-else' as never);
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.refreshSession();
    });
    expect(result.current.session.status).toBe('logged-out');
  });

  it('setLoggedOut marks the session logged out', async () => {
    authStatus.mockResolvedValue('logged-in');
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.refreshSession();
    });
    act(() => result.current.setLoggedOut());
    expect(result.current.session.status).toBe('logged-out');
  });
});
