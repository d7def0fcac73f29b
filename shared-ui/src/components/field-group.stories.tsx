import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useId, useState } from 'react';
import { FieldGroup } from './field-group';

const meta: Meta<typeof FieldGroup> = { title: 'Forms/FieldGroup', component: FieldGroup };
export default meta;
type Story = StoryObj<typeof FieldGroup>;

function ModeRadios({ inline = false, disabled = false }: { inline?: boolean; disabled?: boolean }) {
  const name = useId();
  const [mode, setMode] = useState('auto');
  return (
    <FieldGroup legend="Mode" inline={inline} disabled={disabled}>
      {['auto', 'custom'].map((value) => (
        <label key={value} style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44, marginRight: 16 }}>
          <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />
          {value === 'auto' ? 'Auto' : 'Custom'}
        </label>
      ))}
    </FieldGroup>
  );
}

export const Default: Story = { render: () => <ModeRadios /> };
export const InlineLegend: Story = { render: () => <ModeRadios inline /> };
export const Disabled: Story = { render: () => <ModeRadios disabled /> };
