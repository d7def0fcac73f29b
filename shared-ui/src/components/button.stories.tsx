import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './button';

const meta: Meta<typeof Button> = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Generate Images' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] } },
};
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Text: Story = { args: { variant: 'text', children: 'Learn more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete model' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue' } };
