import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LikenessBadge } from './likeness-badge';

const meta: Meta<typeof LikenessBadge> = { title: 'Components/LikenessBadge', component: LikenessBadge };
export default meta;
type Story = StoryObj<typeof LikenessBadge>;

export const Strong: Story = { args: { likeness: 0.92, band: 'strong' } };
export const Good: Story = { args: { likeness: 0.77, band: 'good' } };
export const WeakRefunded: Story = { args: { likeness: 0.41, band: 'weak', refund: 'refunded' } };
export const WeakOverTheCap: Story = { args: { likeness: 0.41, band: 'weak', refund: 'over-cap' } };
export const NotScoredYet: Story = { args: { likeness: null } };
