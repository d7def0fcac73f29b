import type { SystemStatus } from 'api-client';
import styled from 'styled-components';
import { theme, VisuallyHidden } from 'shared-ui';

const LABELS: Record<keyof SystemStatus['statusIndicators'], string> = {
  recentGeneration: 'Recent generation',
  recentTraining: 'Recent training',
  recentRegistration: 'Recent registration',
  activeUsers: 'Active users',
  hasGenerations: 'Has generations',
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 14px minmax(120px, max-content) 1fr;
  align-items: baseline;
  gap: 12px;
`;

const Dot = styled.span<{ $ok: boolean }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${(p) => (p.$ok ? theme.colors.success : theme.colors.danger)};
`;

/** One line per health check: a green or red dot, its name and the server's message. */
export function StatusIndicators({ indicators }: { indicators: SystemStatus['statusIndicators'] }) {
  const keys = Object.keys(LABELS) as (keyof typeof LABELS)[];
  return (
    <List>
      {keys.map((key) => {
        const { status, message } = indicators[key];
        return (
          <Item key={key} data-testid={`indicator-${key}`} data-ok={status}>
            <Dot $ok={status} aria-hidden="true" />
            <strong>
              {LABELS[key]}
              {/* Screen readers hear the state the dot's colour shows. */}
              <VisuallyHidden>{status ? ' (OK)' : ' (problem)'}</VisuallyHidden>
            </strong>
            <span>{message}</span>
          </Item>
        );
      })}
    </List>
  );
}
