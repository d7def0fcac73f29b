import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { SnackbarOptions } from './snackbar.atom';
import { SnackbarHost } from './snackbar-host';
import { useSnackbar } from './use-snackbar';

let show: (options: SnackbarOptions) => void;
function Capture() {
  show = useSnackbar().showSnackbar;
  return null;
}

function renderHost() {
  render(
    <Provider>
      <Capture />
      <SnackbarHost />
    </Provider>,
  );
}

describe('useSnackbar + SnackbarHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the message in a status region and hides it after 6000 ms', () => {
    renderHost();
    act(() => show({ message: 'Image liked' }));
    expect(screen.getByRole('status')).toHaveTextContent('Image liked');
    expect(screen.queryByRole('button', { name: 'UNDO' })).toBeNull();
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.getByRole('status')).toHaveTextContent('Image liked');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).not.toHaveTextContent('Image liked');
  });

  it('calls onUndo from the UNDO button and hides', () => {
    renderHost();
    const onUndo = jest.fn();
    act(() => show({ message: 'Image deleted', onUndo }));
    fireEvent.click(screen.getByRole('button', { name: 'UNDO' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).not.toHaveTextContent('Image deleted');
  });

  it('restarts the timer for a new message', () => {
    renderHost();
    act(() => show({ message: 'Image liked' }));
    act(() => jest.advanceTimersByTime(4000));
    act(() => show({ message: 'Image unliked' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Image unliked');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
