import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Checkbox } from './checkbox';

const meta: Meta<typeof Checkbox> = { title: 'Forms/Checkbox', component: Checkbox };
export default meta;
type Story = StoryObj<typeof Checkbox>;

function Interactive() {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="I am 18 or older and accept the rules" checked={checked} onChange={setChecked} />;
}

export const Default: Story = { render: () => <Interactive /> };
export const Checked: Story = { args: { label: 'Remember me', checked: true, onChange: () => undefined } };
