import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SpendButton } from './spend-button';

const meta: Meta<typeof SpendButton> = {
  title: 'Components/SpendButton',
  component: SpendButton,
  args: { action: 'Generate again', cost: 10, balance: 240 },
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
};
export default meta;
type Story = StoryObj<typeof SpendButton>;

export const Affordable: Story = {};
export const ShortBalance: Story = { args: { balance: 4 } };
/** Several tools on one page share one buy action: each keeps its label, disabled. */
export const ShortBalanceDisabled: Story = { args: { balance: 0, whenShort: 'disabled' } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Generating…' } };
