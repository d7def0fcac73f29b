import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusRing, media, theme } from '../theme/theme';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alertdialog' for messages that need an answer (the alert). */
  role?: 'dialog' | 'alertdialog';
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${theme.colors.overlay};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.overlay};
  ${focusRing}
  ${media.mobile`padding: 20px 16px;`}
`;

const Title = styled.h2`
  font-size: 20px;
  margin-bottom: 12px;
`;

const Body = styled.div`
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 24px;
`;

export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ title, onClose, children, actions, role = 'dialog' }: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, true, onClose);
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}
