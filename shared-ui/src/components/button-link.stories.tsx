import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { ButtonLink } from './button-link';

const meta: Meta<typeof ButtonLink> = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { to: '/gen', children: 'Back to Generate Images' },
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
};
export default meta;
type Story = StoryObj<typeof ButtonLink>;

export const Secondary: Story = {};
export const Primary: Story = { args: { $variant: 'primary', children: 'Buy credits' } };
