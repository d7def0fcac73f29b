import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { AlertHost } from './alert-host';
import { useAlert } from './use-alert';

let alert: (message: string) => Promise<void>;
function Capture() {
  alert = useAlert();
  return null;
}

function renderHost() {
  render(
    <Provider>
      <Capture />
      <AlertHost />
    </Provider>,
  );
}

describe('useAlert + AlertHost', () => {
  it('shows the message and resolves when OK is pressed', async () => {
    renderHost();
    let resolved = false;
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = alert('Something went wrong').then(() => {
        resolved = true;
      });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Something went wrong');
    await act(async () => Promise.resolve());
    expect(resolved).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await act(async () => pending);
    expect(resolved).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows queued alerts one after another', () => {
    renderHost();
    act(() => {
      void alert('First');
      void alert('Second');
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Second');
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
