import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  actions?: ReactNode;
}

const { colors } = theme;
const tones: Record<BannerTone, { fg: string; bg: string }> = {
  info: { fg: colors.info, bg: colors.infoSoft },
  success: { fg: colors.success, bg: colors.successSoft },
  warning: { fg: colors.warning, bg: colors.warningSoft },
  error: { fg: colors.danger, bg: colors.dangerSoft },
};

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => tones[p.$tone].fg};
  border-radius: ${theme.radii.md};
  background: ${(p) => tones[p.$tone].bg};
  color: ${colors.text};
`;

const Message = styled.div`
  flex: 1 1 240px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export function Banner({ tone, children, actions }: BannerProps) {
  // Errors interrupt screen readers; the other tones wait their turn.
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Message>{children}</Message>
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
