import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'api-client/runtime';
import { clearApiQueryCache, invalidateApiQueries, preloadApiQuery, setApiQueryData, type QueryContext } from './query-cache';
import type { QueryKey } from './query-key';
import { useApiQuery, type ApiQueryOptions } from './use-api-query';

/** A fetcher whose answers the test hands out one by one; it records every signal it was given. */
function controlledFetcher<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    ({ signal }: QueryContext) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { fetcher, calls, last: () => calls[calls.length - 1]! };
}

const useQuery = <T,>(key: QueryKey, fetcher: (c: QueryContext) => Promise<T>, options?: ApiQueryOptions<T>) =>
  renderHook(({ k }) => useApiQuery(k, fetcher, options), { initialProps: { k: key } });

afterEach(() => {
  clearApiQueryCache();
  jest.useRealTimers();
});

describe('useApiQuery states', () => {
  it('is loading, then success with the data', async () => {
    const sut = useQuery(['gen-status'], async () => ({ credits: 500 }));
    expect(sut.result.current.status).toBe('loading');
    await waitFor(() => expect(sut.result.current.status).toBe('success'));
    expect(sut.result.current).toMatchObject({ data: { credits: 500 }, isFetching: false });
  });

  it('shows an error, and a refetch after it starts over from loading', async () => {
    const { fetcher, last } = controlledFetcher<string>();
    const sut = useQuery(['models'], fetcher);
    await act(async () => last().reject(new ApiError('Bad request', 400, {})));
    expect(sut.result.current).toMatchObject({ status: 'error', error: expect.any(ApiError) });
    act(() => void sut.result.current.refetch());
    expect(sut.result.current).toMatchObject({ status: 'loading', isFetching: true });
    await act(async () => last().resolve('ok'));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('keeps the data on screen while refetching, and when a refetch fails', async () => {
    const { fetcher, last } = controlledFetcher<number>();
    const onError = jest.fn();
    const sut = useQuery(['credits'], fetcher, { onError });
    await act(async () => last().resolve(1));
    act(() => void sut.result.current.refetch());
    expect(sut.result.current).toMatchObject({ status: 'success', data: 1, isFetching: true });
    const failure = new ApiError('Forbidden', 403, {});
    await act(async () => last().reject(failure));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 1, isFetching: false });
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('useApiQuery sharing', () => {
  it('makes one request for two components asking for the same key, and gives both its answer', async () => {
    const fetcher = jest.fn(async () => ({ name: 'Ada' }));
    function Name({ id }: { id: string }) {
      const query = useApiQuery(['account-info'], fetcher);
      return <p data-testid={id}>{query.status === 'success' ? query.data.name : '…'}</p>;
    }
    render(
      <>
        <Name id="a" />
        <Name id="b" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Ada'));
    expect(screen.getByTestId('b')).toHaveTextContent('Ada');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps different keys apart, whatever the order of object fields', async () => {
    const fetcher = jest.fn(async ({ signal: _ }: QueryContext) => 'x');
    const one = useQuery(['photo-packs', { persona: 'single', page: 1 }], fetcher);
    const same = useQuery(['photo-packs', { page: 1, persona: 'single' }], fetcher);
    const other = useQuery(['photo-packs', { persona: 'influencer', page: 1 }], fetcher);
    await waitFor(() => expect(other.result.current.status).toBe('success'));
    expect(one.result.current.status).toBe('success');
    expect(same.result.current.status).toBe('success');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('useApiQuery cancellation', () => {
  it('aborts the request when the last component unmounts, without reporting an error', async () => {
    const { fetcher, last } = controlledFetcher<string>();
    const onError = jest.fn();
    const sut = useQuery(['train-overview'], fetcher, { onError });
    const { signal } = last();
    sut.unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => last().reject(new ApiError('canceled', 0, undefined)));
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts the old key when the key changes and shows only the new answer', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const sut = useQuery(['pack-generation', 1], fetcher);
    sut.rerender({ k: ['pack-generation', 2] });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('old'));
    await act(async () => calls[1]!.resolve('new'));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'new' });
  });

  it('does not abort a shared request while another component still reads it', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const first = useQuery(['gen-status'], fetcher);
    const second = useQuery(['gen-status'], fetcher);
    first.unmount();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
    await act(async () => calls[0]!.resolve('still wanted'));
    expect(second.result.current).toMatchObject({ status: 'success', data: 'still wanted' });
  });
});

describe('useApiQuery retries', () => {
  it('retries network errors and 5xx with a growing wait, then succeeds', async () => {
    jest.useFakeTimers();
    const fetcher = jest
      .fn<Promise<string>, [QueryContext]>()
      .mockRejectedValueOnce(new ApiError('Network Error', 0, undefined))
      .mockRejectedValueOnce(new ApiError('Service unavailable', 503, {}))
      .mockResolvedValue('ok');
    const sut = useQuery(['packages'], fetcher);
    await act(async () => jest.advanceTimersByTimeAsync(999));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTimeAsync(1999));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(sut.result.current.status).toBe('loading');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('shows the error after the last retry', async () => {
    jest.useFakeTimers();
    const failure = new ApiError('Bad gateway', 502, {});
    const fetcher = jest.fn<Promise<string>, [QueryContext]>().mockRejectedValue(failure);
    const sut = useQuery(['packages'], fetcher, { retry: 1 });
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(sut.result.current).toMatchObject({ status: 'error', error: failure });
  });

  it.each([400, 401, 403, 404, 409])('never retries a %i', async (status) => {
    jest.useFakeTimers();
    const fetcher = jest.fn<Promise<string>, [QueryContext]>().mockRejectedValue(new ApiError('no', status, {}));
    const sut = useQuery(['account-info'], fetcher);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(sut.result.current.status).toBe('error');
  });

  it('does not retry errors that are not API failures (a bug does not pass by itself)', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn<Promise<string>, [QueryContext]>().mockRejectedValue(new TypeError('x is undefined'));
    useQuery(['models'], fetcher);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to retry when the component unmounts', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn<Promise<string>, [QueryContext]>().mockRejectedValue(new ApiError('down', 503, {}));
    const sut = useQuery(['packages'], fetcher);
    await act(async () => jest.advanceTimersByTimeAsync(10));
    sut.unmount();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('useApiQuery polling', () => {
  it('asks again every interval until the condition says stop', async () => {
    jest.useFakeTimers();
    const answers = ['running', 'running', 'done'];
    const fetcher = jest.fn(async () => answers.shift() ?? 'done');
    const sut = useQuery(['pack-generation', 7], fetcher, {
      refetchInterval: (status) => (status === 'running' ? 3000 : false),
    });
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'running' });
    await act(async () => jest.advanceTimersByTimeAsync(2999));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTimeAsync(3000));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'done' });
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed poll, with the data still shown', async () => {
    jest.useFakeTimers();
    const fetcher = jest
      .fn<Promise<string>, [QueryContext]>()
      .mockResolvedValueOnce('training')
      .mockRejectedValueOnce(new ApiError('Not found', 404, {}))
      .mockResolvedValue('trained');
    const sut = useQuery(['train-overview'], fetcher, { refetchInterval: 5000 });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'training' });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'trained' });
  });

  it('stops polling on unmount', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn(async () => 'x');
    const sut = useQuery(['train-overview'], fetcher, { refetchInterval: 5000 });
    await act(async () => jest.advanceTimersByTimeAsync(0));
    sut.unmount();
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('useApiQuery enabled', () => {
  it('waits while disabled and asks once enabled (a query that depends on another)', async () => {
    const fetcher = jest.fn(async () => 'purchase');
    const sut = renderHook(({ on }) => useApiQuery(['last-pack-purchase'], fetcher, { enabled: on }), {
      initialProps: { on: false },
    });
    expect(sut.result.current).toMatchObject({ status: 'loading', isFetching: false });
    expect(fetcher).not.toHaveBeenCalled();
    sut.rerender({ on: true });
    await waitFor(() => expect(sut.result.current).toMatchObject({ status: 'success', data: 'purchase' }));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('invalidation and local updates', () => {
  it('asks a mounted key again after an invalidation of its prefix, cancelling an older request', async () => {
    const { fetcher, calls } = controlledFetcher<number>();
    const sut = useQuery(['pack-generation', 3], fetcher);
    await act(async () => calls[0]!.resolve(1));
    act(() => void sut.result.current.refetch());
    let done = false;
    act(() => void invalidateApiQueries(['pack-generation']).then(() => (done = true)));
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(async () => calls[2]!.resolve(2));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 2 });
    expect(done).toBe(true);
  });

  it('leaves other keys alone', async () => {
    const fetcher = jest.fn(async () => 'x');
    useQuery(['gen-status'], fetcher);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await act(() => invalidateApiQueries(['account-info']));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('setApiQueryData changes what every reader shows at once (optimistic updates)', async () => {
    const sut = useQuery(['gen-status'], async () => ({ credits: 500 }));
    await waitFor(() => expect(sut.result.current.status).toBe('success'));
    act(() => setApiQueryData<{ credits: number }>(['gen-status'], (status) => ({ credits: status.credits - 20 })));
    expect(sut.result.current).toMatchObject({ status: 'success', data: { credits: 480 } });
  });

  it('forgets a key nobody reads, so the next visit loads afresh', async () => {
    const fetcher = jest.fn(async () => 'x');
    const first = useQuery(['deleted-images'], fetcher);
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();
    const second = useQuery(['deleted-images'], fetcher);
    expect(second.result.current.status).toBe('loading');
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('preloadApiQuery', () => {
  it("hands its request to the first component that reads the key, which asks nothing itself", async () => {
    const preload = controlledFetcher<string>();
    const own = jest.fn(async () => 'asked again');
    preloadApiQuery(['gen-status'], preload.fetcher);
    const sut = useQuery(['gen-status'], own);
    expect(sut.result.current).toMatchObject({ status: 'loading', isFetching: true });
    await act(async () => preload.last().resolve('preloaded'));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'preloaded' });
    expect(own).not.toHaveBeenCalled();
  });

  it('is forgotten when it failed: the component asks as it would have', async () => {
    const preload = controlledFetcher<string>();
    preloadApiQuery(['models'], preload.fetcher);
    await act(async () => preload.last().reject(new ApiError('Unauthorized', 401, {})));
    const sut = useQuery(['models'], async () => 'own answer');
    await waitFor(() => expect(sut.result.current).toMatchObject({ status: 'success', data: 'own answer' }));
  });

  it('starts nothing for a key already in the cache', async () => {
    const sut = useQuery(['account-info'], async () => 'cached');
    await waitFor(() => expect(sut.result.current.status).toBe('success'));
    const preload = jest.fn(async () => 'late');
    preloadApiQuery(['account-info'], preload);
    expect(preload).not.toHaveBeenCalled();
  });
});
