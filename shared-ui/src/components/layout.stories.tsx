import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './button';
import { Card, Page, PageTitle, Stack } from './layout';
import { TextField } from './text-field';

const meta: Meta<typeof Page> = { title: 'Layout/Page', component: Page };
export default meta;
type Story = StoryObj<typeof Page>;

export const Default: Story = {
  render: () => (
    <Page>
      <PageTitle>My account</PageTitle>
      <Stack gap={16}>
        <Card>My credits: 1150</Card>
        <Card>My subscription: none</Card>
      </Stack>
    </Page>
  ),
};

export const Narrow: Story = {
  render: () => (
    <Page narrow>
      <PageTitle>Log in</PageTitle>
      <Card>
        <Stack gap={12}>
          <TextField label="Email" type="email" />
          <TextField label="Password" type="password" />
          <Button fullWidth>Log in</Button>
        </Stack>
      </Card>
    </Page>
  ),
};
