import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';

const Pill = styled.p<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 6px 12px;
  border-radius: ${theme.radii.pill};
  background: ${(p) => (p.$on ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${(p) => (p.$on ? theme.colors.success : theme.colors.danger)};
  font-size: 13px;
  font-weight: 600;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  ${media.mobile`display: none;`}
`;

/** Admins see on desktop whether their mock mode is on (green) or off (red). */
export function MockModeIndicator({ enabled }: { enabled: boolean }) {
  return <Pill $on={enabled}>Mock mode {enabled ? 'enabled' : 'disabled'}</Pill>;
}
