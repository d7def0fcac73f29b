import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

function renderTooltip() {
  render(
    <Tooltip title="Like this image">
      <button type="button">♥</button>
    </Tooltip>,
  );
  return screen.getByRole('button');
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears 100 ms after the pointer enters and hides when it leaves', () => {
    const button = renderTooltip();
    fireEvent.mouseEnter(button);
    act(() => jest.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Like this image');
    expect(button).toHaveAccessibleDescription('Like this image');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('uses the touch delays: 700 ms to show, 1500 ms to hide', () => {
    const button = renderTooltip();
    fireEvent.touchStart(button);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.touchEnd(button);
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once for keyboard focus', () => {
    const button = renderTooltip();
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
