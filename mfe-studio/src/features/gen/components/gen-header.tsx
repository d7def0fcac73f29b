import styled from 'styled-components';
import type { GenStatus } from 'api-client';
import { PageTitle } from 'shared-ui';
import { CreditCounter } from './credit-counter';
import { MockModeIndicator } from './mock-mode-indicator';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: 28px;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

/** The page title with the balance (and, for admins, whether mock mode is on). */
export function GenHeader({ status, pendingCredits }: { status: GenStatus; pendingCredits: number }) {
  return (
    <Header>
      <Title>Generate Images</Title>
      <Meta>
        {status.isAdmin && <MockModeIndicator enabled={status.isMockMode} />}
        <CreditCounter credits={status.credits} pendingCredits={pendingCredits} />
      </Meta>
    </Header>
  );
}
