import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './progress-bar';

const meta: Meta<typeof ProgressBar> = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 0.4, label: 'Generating' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {};
export const Complete: Story = { args: { value: 1 } };
