import { renderHook, waitFor, act } from '@testing-library/react';
import type { AccountInfo, GenStatus } from 'api-client';
import { getAccountInfo, getGenStatus } from 'api-client/runtime';
import { clearApiQueryCache } from '../data/query-cache';
import { useGenStatusQuery } from '../queries/gen-status-query';
import { useCreditBalance } from './credit-balance';
import { showCreditBalance } from './balance-from-answers';

jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn(), getGenStatus: jest.fn() }));

afterEach(() => clearApiQueryCache());

describe('the balance an answer carries', () => {
  it('is what the navigation and the gen page show, with no request of their own', async () => {
    jest.mocked(getAccountInfo).mockResolvedValue({ credits: 1150, trainingsIncluded: 0 } as AccountInfo);
    jest.mocked(getGenStatus).mockResolvedValue({ credits: 1150 } as GenStatus);
    const sut = renderHook(() => ({ nav: useCreditBalance(), status: useGenStatusQuery() }));
    await waitFor(() => expect(sut.result.current.nav).toBe(1150));
    act(() => showCreditBalance(0));
    expect(sut.result.current.nav).toBe(0);
    expect(sut.result.current.status).toMatchObject({ status: 'success', data: { credits: 0 } });
    expect(getAccountInfo).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for a visitor, whose balance is not loaded', () => {
    expect(() => showCreditBalance(10)).not.toThrow();
  });
});
