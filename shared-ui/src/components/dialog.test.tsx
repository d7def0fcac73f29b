import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} title="Hidden" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus', () => {
    render(
      <Dialog open title="Share image" onClose={() => undefined} actions={<Button>Share</Button>}>
        Post it to a community
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share image' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(<Dialog open title="Details" onClose={onClose}>Text</Dialog>);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back when it closes', () => {
    const Harness = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Opener</button>
        <Dialog open={open} title="Details" onClose={() => undefined} actions={<Button>OK</Button>} />
      </>
    );
    const { rerender } = render(<Harness open={false} />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(<Harness open />);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });
});
