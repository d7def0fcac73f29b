import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../components/button';
import { SnackbarHost } from './snackbar-host';
import { useSnackbar } from './use-snackbar';

const meta: Meta<typeof SnackbarHost> = { title: 'Feedback/Snackbar', component: SnackbarHost };
export default meta;
type Story = StoryObj<typeof SnackbarHost>;

function Demo() {
  const { showSnackbar } = useSnackbar();
  return (
    <>
      <Button onClick={() => showSnackbar({ message: 'Image liked' })}>Show snackbar</Button>{' '}
      <Button variant="secondary" onClick={() => showSnackbar({ message: 'Image deleted', onUndo: () => undefined })}>
        Show with UNDO
      </Button>
      <SnackbarHost />
    </>
  );
}

export const Default: Story = { render: () => <Demo /> };
