import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LikenessBadge } from './likeness-badge';

const meta: Meta<typeof LikenessBadge> = { title: 'Components/LikenessBadge', component: LikenessBadge };
export default meta;
type Story = StoryObj<typeof LikenessBadge>;

export const High: Story = { args: { likeness: 0.92 } };
export const Low: Story = { args: { likeness: 0.41 } };
export const NotScoredYet: Story = { args: { likeness: null } };
