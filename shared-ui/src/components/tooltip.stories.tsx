import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './button';
import { Tooltip } from './tooltip';

const meta: Meta<typeof Tooltip> = { title: 'Overlays/Tooltip', component: Tooltip };
export default meta;
type Story = StoryObj<typeof Tooltip>;

export const Default: Story = {
  render: () => (
    <div style={{ padding: 64 }}>
      <Tooltip title="Costs 10 credits per image">
        <Button>Generate</Button>
      </Tooltip>
    </div>
  ),
};
