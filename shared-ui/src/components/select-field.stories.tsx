import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SelectField } from './select-field';

const meta: Meta<typeof SelectField> = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Model class',
    placeholder: 'Choose one',
    defaultValue: '',
    options: [
      { value: 'man', label: 'Man' },
      { value: 'woman', label: 'Woman' },
      { value: 'person', label: 'Person' },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof SelectField>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Please choose a class' } };
