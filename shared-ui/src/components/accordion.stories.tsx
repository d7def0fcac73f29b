import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Accordion } from './accordion';

const meta: Meta<typeof Accordion> = {
  title: 'Content/Accordion',
  component: Accordion,
  args: {
    items: [
      { question: 'Do my credits expire?', answer: 'No. Credits never expire and roll over from month to month.' },
      { question: 'Can I cancel my subscription?', answer: 'Yes, from your account page at any time.' },
      { question: 'How do I pay?', answer: 'By card, on a secure checkout page.' },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof Accordion>;

export const Faq: Story = {};
