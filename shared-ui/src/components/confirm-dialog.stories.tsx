import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConfirmDialog } from './confirm-dialog';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete this model?',
    message: 'The model and its training photos will be removed.',
    confirmLabel: 'Delete',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Default: Story = {};
export const Busy: Story = { args: { busy: true } };
