import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Message = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${(p) => (p.$ok ? theme.colors.success : theme.colors.danger)};
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.accent};
  }
`;

/** An outcome line: a failure interrupts screen readers (alert), a success waits its turn (status). */
export function ShareFeedback({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Message $ok={ok} role={ok ? 'status' : 'alert'}>
      {children}
    </Message>
  );
}
