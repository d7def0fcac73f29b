import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Stack } from 'shared-ui';
import { MockModeToggle } from './mock-mode-toggle';
import { ResetAllButton } from './reset-all-button';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

/** The admin tools inside the account page, loaded by the shell for admins only. */
export function AdminPanel() {
  return (
    <Card aria-labelledby="admin-tools">
      <Title id="admin-tools">Admin tools</Title>
      <Stack gap={16} align="flex-start">
        <MockModeToggle />
        <ResetAllButton />
        <Link to="/system-status">System Status</Link>
        <Link to="/content-gen">Content Generator</Link>
        <Link to="/content-gen#showcase">Showcase (real photos on the site)</Link>
        <Link to="/test">Internal tools</Link>
      </Stack>
    </Card>
  );
}
