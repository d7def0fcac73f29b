import { useAtom } from 'jotai';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { alertQueueAtom } from './alert.atom';

/** Shows the alerts raised through useAlert, one at a time; the shell mounts it once. */
export function AlertHost() {
  const [queue, setQueue] = useAtom(alertQueueAtom);
  const current = queue[0];
  if (!current) return null;

  const dismiss = () => {
    setQueue((items) => items.filter((item) => item.id !== current.id));
    current.resolve();
  };

  return (
    <Dialog
      key={current.id}
      open
      role="alertdialog"
      title={current.title ?? 'Message'}
      onClose={dismiss}
      actions={<Button onClick={dismiss}>OK</Button>}
    >
      {current.message}
    </Dialog>
  );
}
