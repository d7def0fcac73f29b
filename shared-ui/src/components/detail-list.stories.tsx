import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DetailList } from './detail-list';

const meta: Meta<typeof DetailList> = {
  title: 'Layout/DetailList',
  component: DetailList,
  args: { rows: [['Name', 'Ada Lovelace'], ['Email', 'ada@example.com'], ['Plan', 'Pro · 6,000 credits a month']] },
};
export default meta;
type Story = StoryObj<typeof DetailList>;

export const Account: Story = {};
export const Figures: Story = {
  args: { rows: [['Total users', '1,204'], ['Total generations', '38,911'], ['Last training', '4 minutes ago']] },
};
