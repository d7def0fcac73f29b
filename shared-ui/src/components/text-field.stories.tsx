import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './text-field';

const meta: Meta<typeof TextField> = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
};
export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: 'At least 8 characters' } };
export const WithError: Story = { args: { error: 'Please enter a valid email address' } };
export const Disabled: Story = { args: { disabled: true, value: 'you@example.com' } };
