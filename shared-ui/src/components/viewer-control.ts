import { focusRing, theme } from 'shared-ui/start-up';
import { css } from 'styled-components';

/** The look of every control on the viewer's dark backdrop: Close, Download, Previous and Next. */
export const viewerControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.18); }
  ${focusRing}
`;
