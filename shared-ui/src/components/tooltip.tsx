import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';

/** How long a tooltip waits before it shows (mouse, touch) and how long it stays after a touch ends. */
export const TOOLTIP_DELAYS = { enterMs: 100, touchEnterMs: 700, touchLeaveMs: 1500 } as const;

export interface TooltipProps {
  title: string;
  children: ReactElement;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 1100;
  width: max-content;
  max-width: 240px;
  padding: 6px 10px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.text};
  color: #fff;
  font-size: 13px;
  line-height: 1.4;
  text-align: center;
  pointer-events: none;
`;

function useDelayedFlag() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const schedule = (value: boolean, delayMs: number) => {
    clearTimeout(timer.current);
    if (delayMs === 0) setVisible(value);
    else timer.current = setTimeout(() => setVisible(value), delayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, schedule };
}

export function Tooltip({ title, children }: TooltipProps) {
  const id = useId();
  const { visible, schedule } = useDelayedFlag();
  const child = isValidElement<{ 'aria-describedby'?: string }>(children)
    ? cloneElement(children, { 'aria-describedby': visible ? id : children.props['aria-describedby'] })
    : children;
  return (
    <Anchor
      onMouseEnter={() => schedule(true, TOOLTIP_DELAYS.enterMs)}
      onMouseLeave={() => schedule(false, 0)}
      onFocus={() => schedule(true, 0)}
      onBlur={() => schedule(false, 0)}
      onTouchStart={() => schedule(true, TOOLTIP_DELAYS.touchEnterMs)}
      onTouchEnd={() => schedule(false, TOOLTIP_DELAYS.touchLeaveMs)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') schedule(false, 0);
      }}
    >
      {child}
      {visible && (
        <Bubble role="tooltip" id={id}>
          {title}
        </Bubble>
      )}
    </Anchor>
  );
}
