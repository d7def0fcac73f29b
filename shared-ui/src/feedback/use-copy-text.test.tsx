import { act, renderHook } from '@testing-library/react';
import { COPY_MESSAGE_MS, useCopyText } from './use-copy-text';

const TEXTS = { copied: 'Copied!', failed: 'Could not copy' };

function stubClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

describe('useCopyText', () => {
  it('copies, says so, and clears the message after 2 s', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { result } = renderHook(() => useCopyText(TEXTS));
    await act(() => result.current.copy('https://example.com/a.jpg'));
    expect(writeText).toHaveBeenCalledWith('https://example.com/a.jpg');
    expect(result.current.result).toEqual({ ok: true, text: 'Copied!' });
    act(() => jest.advanceTimersByTime(COPY_MESSAGE_MS - 1));
    expect(result.current.result).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.result).toBeNull();
  });

  it('reports a refused clipboard as a failure', async () => {
    stubClipboard(jest.fn(() => Promise.reject(new Error('NotAllowedError'))));
    const { result } = renderHook(() => useCopyText(TEXTS));
    await act(() => result.current.copy('x'));
    expect(result.current.result).toEqual({ ok: false, text: 'Could not copy' });
    expect(result.current.copying).toBe(false);
  });

  it('reports a missing clipboard (no secure context) as a failure', async () => {
    stubClipboard(undefined);
    const { result } = renderHook(() => useCopyText(TEXTS));
    await act(() => result.current.copy('x'));
    expect(result.current.result).toEqual({ ok: false, text: 'Could not copy' });
  });

  it('restarts the 2 s for a second copy', async () => {
    stubClipboard(jest.fn(() => Promise.resolve()));
    const { result } = renderHook(() => useCopyText(TEXTS));
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.result?.text).toBe('Copied!');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.result).toBeNull();
  });
});
