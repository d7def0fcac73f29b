import { render } from '@testing-library/react';
import { PAGE_READY_MARK, usePageReady } from './use-page-ready';

function Page({ ready }: { ready: boolean }) {
  usePageReady(ready);
  return null;
}

const original = performance.mark;
const mark = jest.fn();

beforeEach(() => {
  mark.mockReset();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
});

afterAll(() => {
  Object.defineProperty(performance, 'mark', { value: original, configurable: true, writable: true });
});

describe('usePageReady', () => {
  it('marks page:ready once its data has rendered, and only once', () => {
    const sut = render(<Page ready={false} />);
    expect(mark).not.toHaveBeenCalled();
    sut.rerender(<Page ready />);
    expect(mark).toHaveBeenCalledWith(PAGE_READY_MARK, { detail: window.location.pathname });
    sut.rerender(<Page ready={false} />);
    sut.rerender(<Page ready />);
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no performance marks', () => {
    Object.defineProperty(performance, 'mark', { value: undefined, configurable: true, writable: true });
    expect(() => render(<Page ready />)).not.toThrow();
  });
});
