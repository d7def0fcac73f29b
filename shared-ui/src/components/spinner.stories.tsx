import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from './spinner';

const meta: Meta<typeof Spinner> = { title: 'Components/Spinner', component: Spinner };
export default meta;
type Story = StoryObj<typeof Spinner>;

export const Default: Story = { args: { label: 'Loading' } };
export const Large: Story = { args: { size: 48, label: 'Loading' } };
