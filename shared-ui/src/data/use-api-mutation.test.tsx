import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from 'api-client/runtime';
import { clearApiQueryCache } from './query-cache';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery } from './use-api-query';

afterEach(() => clearApiQueryCache());

describe('useApiMutation', () => {
  it('goes idle → pending → success and resolves mutateAsync with the reply', async () => {
    let finish: (reply: { message: string }) => void = () => undefined;
    const send = jest.fn((_: { fileId: string }) => new Promise<{ message: string }>((resolve) => (finish = resolve)));
    const sut = renderHook(() => useApiMutation(send));
    expect(sut.result.current).toMatchObject({ status: 'idle', isPending: false });
    let reply: Promise<{ message: string }> | undefined;
    act(() => {
      reply = sut.result.current.mutateAsync({ fileId: 'f1' });
    });
    expect(sut.result.current).toMatchObject({ status: 'pending', isPending: true });
    expect(send).toHaveBeenCalledWith({ fileId: 'f1' });
    await act(async () => finish({ message: 'done' }));
    await expect(reply).resolves.toEqual({ message: 'done' });
    expect(sut.result.current).toMatchObject({ status: 'success', data: { message: 'done' } });
  });

  it('records a failure; mutateAsync rejects, mutate does not, onError hears it; nothing is retried', async () => {
    const failure = new ApiError('Service unavailable', 503, {});
    const send = jest.fn<Promise<string>, []>().mockRejectedValue(failure);
    const onError = jest.fn();
    const sut = renderHook(() => useApiMutation(send, { onError }));
    await act(async () => {
      await expect(sut.result.current.mutateAsync()).rejects.toBe(failure);
    });
    expect(sut.result.current).toMatchObject({ status: 'error', error: failure });
    await act(async () => sut.result.current.mutate());
    expect(onError).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
    act(() => sut.result.current.reset());
    expect(sut.result.current.status).toBe('idle');
  });

  it('asks the queries it invalidates again once it succeeded, not when it failed', async () => {
    const readAccount = jest.fn().mockResolvedValueOnce({ plan: 'Pro' }).mockResolvedValue({ plan: null });
    const cancel = jest.fn<Promise<string>, [boolean]>(async (ok) => {
      if (!ok) throw new ApiError('Not allowed', 403, {});
      return 'cancelled';
    });
    const sut = renderHook(() => ({
      account: useApiQuery(['account-info'], readAccount),
      cancel: useApiMutation(cancel, { invalidates: [['account-info']] }),
    }));
    await waitFor(() => expect(sut.result.current.account).toMatchObject({ status: 'success', data: { plan: 'Pro' } }));
    await act(async () => sut.result.current.cancel.mutate(false));
    expect(readAccount).toHaveBeenCalledTimes(1);
    await act(async () => sut.result.current.cancel.mutate(true));
    await waitFor(() => expect(sut.result.current.account).toMatchObject({ status: 'success', data: { plan: null } }));
    expect(readAccount).toHaveBeenCalledTimes(2);
  });

  it('picks the keys to invalidate from the reply and variables, and calls onSuccess', async () => {
    const readPack = jest.fn(async () => 'pack');
    const onSuccess = jest.fn();
    const sut = renderHook(() => ({
      pack: useApiQuery(['pack-generation', 9], readPack),
      like: useApiMutation(async (id: number) => ({ id }), {
        invalidates: (reply) => [['pack-generation', reply.id]],
        onSuccess,
      }),
    }));
    await waitFor(() => expect(sut.result.current.pack.status).toBe('success'));
    await act(async () => sut.result.current.like.mutate(9));
    await waitFor(() => expect(readPack).toHaveBeenCalledTimes(2));
    expect(onSuccess).toHaveBeenCalledWith({ id: 9 }, 9);
  });

  it('stays pending while onError runs (an alert the user must dismiss), then shows the error', async () => {
    let dismiss: () => void = () => undefined;
    const onError = jest.fn(() => new Promise<void>((resolve) => (dismiss = resolve)));
    const sut = renderHook(() => useApiMutation(async () => Promise.reject(new ApiError('Conflict', 409, {})), { onError }));
    await act(async () => sut.result.current.mutate());
    expect(onError).toHaveBeenCalled();
    expect(sut.result.current.isPending).toBe(true);
    await act(async () => dismiss());
    expect(sut.result.current.status).toBe('error');
  });

  it('stays pending while onSuccess runs, then shows the reply', async () => {
    let done: () => void = () => undefined;
    const sut = renderHook(() =>
      useApiMutation(async () => 'saved', { onSuccess: () => new Promise<void>((resolve) => (done = resolve)) }),
    );
    await act(async () => sut.result.current.mutate());
    expect(sut.result.current.isPending).toBe(true);
    await act(async () => done());
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'saved' });
  });

  it('keeps the latest call\'s variables until reset (which pack is being bought)', async () => {
    const sut = renderHook(() => useApiMutation(async (packId: number) => `pack ${packId}`));
    expect(sut.result.current.variables).toBeUndefined();
    await act(async () => sut.result.current.mutate(7));
    expect(sut.result.current).toMatchObject({ status: 'success', variables: 7 });
    act(() => sut.result.current.reset());
    expect(sut.result.current.variables).toBeUndefined();
  });

  it('shows the latest call: an older one answering late changes nothing on screen', async () => {
    const answers: Record<string, (reply: string) => void> = {};
    const sut = renderHook(() => useApiMutation((name: string) => new Promise<string>((resolve) => (answers[name] = resolve))));
    act(() => sut.result.current.mutate('first'));
    act(() => sut.result.current.mutate('second'));
    await act(async () => answers.first!('first done'));
    expect(sut.result.current).toMatchObject({ status: 'pending', variables: 'second' });
    await act(async () => answers.second!('second done'));
    expect(sut.result.current).toMatchObject({ status: 'success', data: 'second done' });
  });

  it('exclusive: a call while one runs sends nothing; mutateAsync answers with the run in flight', async () => {
    let finish: (reply: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSuccess = jest.fn();
    const sut = renderHook(() => useApiMutation(send, { exclusive: true, onSuccess }));
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = sut.result.current.mutateAsync();
      second = sut.result.current.mutateAsync();
      sut.result.current.mutate();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish('made'));
    await expect(first).resolves.toBe('made');
    await expect(second).resolves.toBe('made');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await act(async () => sut.result.current.mutate());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not update state after the component unmounted (a change that navigates away)', async () => {
    const errorLog = jest.spyOn(console, 'error');
    let finish: () => void = () => undefined;
    const sut = renderHook(() => useApiMutation(() => new Promise<void>((resolve) => (finish = resolve))));
    act(() => sut.result.current.mutate());
    sut.unmount();
    await act(async () => finish());
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });
});
