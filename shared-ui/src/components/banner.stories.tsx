import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Banner } from './banner';
import { Button } from './button';

const meta: Meta<typeof Banner> = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Your model is training. This takes about 30 minutes.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
};
export default meta;
type Story = StoryObj<typeof Banner>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Payment received. Credits added.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Mock mode is on.' } };
export const Error: Story = {
  args: { tone: 'error', children: 'Something went wrong', actions: <Button variant="secondary">Retry</Button> },
};
