import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { GenStatus } from 'api-client';
import { PageTitle } from 'shared-ui/start-up';
import { CreditCounter } from './credit-counter';

// Admins only: not in everyone's first render.
const MockModeIndicator = lazy(() => import('./mock-mode-indicator').then((m) => ({ default: m.MockModeIndicator })));

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
        {status.isAdmin && (
          <Suspense fallback={null}>
            <MockModeIndicator enabled={status.isMockMode} />
          </Suspense>
        )}
        <CreditCounter credits={status.credits} pendingCredits={pendingCredits} />
      </Meta>
    </Header>
  );
}
