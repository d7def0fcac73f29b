import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { theme } from './theme';

const meta: Meta = { title: 'Foundations/Colours' };
export default meta;

export const Colours: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {Object.entries(theme.colors).map(([name, value]) => (
        <div key={name} style={{ border: `1px solid ${theme.colors.border}`, borderRadius: 8, overflow: 'hidden' }}>
          <div style={{ background: value, height: 56 }} />
          <div style={{ padding: 8, fontSize: 13 }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </div>
        </div>
      ))}
    </div>
  ),
};
