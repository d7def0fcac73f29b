import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './visually-hidden';

const meta: Meta<typeof VisuallyHidden> = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <p>
      Price: <del>$19.99</del> $9.99
      <VisuallyHidden> (was $19.99)</VisuallyHidden>
    </p>
  ),
};
export default meta;
type Story = StoryObj<typeof VisuallyHidden>;

/** Only "Price: $19.99 $9.99" shows; a screen reader also hears "(was $19.99)". */
export const InASentence: Story = {};
