import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../components/button';
import { AlertHost } from './alert-host';
import { useAlert } from './use-alert';

const meta: Meta<typeof AlertHost> = { title: 'Feedback/Alert', component: AlertHost };
export default meta;
type Story = StoryObj<typeof AlertHost>;

function Demo() {
  const alert = useAlert();
  return (
    <>
      <Button onClick={() => void alert("You don't have enough credits to purchase this item")}>Show alert</Button>
      <AlertHost />
    </>
  );
}

export const Default: Story = { render: () => <Demo /> };
