import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingView } from './loading-view';

const meta: Meta<typeof LoadingView> = { title: 'Feedback/LoadingView', component: LoadingView };
export default meta;
type Story = StoryObj<typeof LoadingView>;

export const Plain: Story = {};
export const WithText: Story = { args: { text: 'Loading your models' } };
export const Timed: Story = {
  args: { text: 'Generating 4 images', warning: 'Please keep this tab open', durationMs: 40000 },
};
