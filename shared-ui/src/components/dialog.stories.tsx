import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

const meta: Meta<typeof Dialog> = { title: 'Overlays/Dialog', component: Dialog };
export default meta;
type Story = StoryObj<typeof Dialog>;

function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        title="Share your image"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Share</Button>
          </>
        }
      >
        Post this image to a community and earn free credits.
      </Dialog>
    </>
  );
}

export const Default: Story = { render: () => <Demo /> };
