import { act, renderHook, waitFor } from '@testing-library/react';
import type { AccountInfo, GenStatus } from 'api-client';
import { getAccountInfo, getGenStatus } from 'api-client/runtime';
import { clearApiQueryCache } from '../data/query-cache';
import { useGenStatusQuery } from '../queries/gen-status-query';
import { useCreditBalance } from './credit-balance';
import { refreshCreditBalance } from './refresh-credit-balance';

jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn(), getGenStatus: jest.fn() }));

const account = jest.mocked(getAccountInfo);
const genStatus = jest.mocked(getGenStatus);

beforeEach(() => jest.clearAllMocks());
afterEach(() => clearApiQueryCache());

describe('the balance queries', () => {
  it('read the balance from account-info, and a spend asks account-info and gen-status again', async () => {
    account.mockResolvedValueOnce({ credits: 500 } as AccountInfo).mockResolvedValue({ credits: 480 } as AccountInfo);
    genStatus.mockResolvedValueOnce({ credits: 500 } as GenStatus).mockResolvedValue({ credits: 480 } as GenStatus);
    const sut = renderHook(() => ({ balance: useCreditBalance(), status: useGenStatusQuery() }));
    await waitFor(() => expect(sut.result.current.balance).toBe(500));
    await act(() => refreshCreditBalance());
    expect(sut.result.current.balance).toBe(480);
    expect(sut.result.current.status).toMatchObject({ status: 'success', data: { credits: 480 } });
    expect(account).toHaveBeenCalledTimes(2);
    expect(genStatus).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor (disabled)', () => {
    const sut = renderHook(() => useCreditBalance(false));
    expect(sut.result.current).toBeNull();
    expect(account).not.toHaveBeenCalled();
  });
});
