import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, ProgressBar } from 'shared-ui/start-up';

const Footer = styled.div`
  display: grid;
  gap: 12px;
  width: 100%;
  max-width: 880px;
  max-height: 40vh;
  overflow-y: auto;
  margin: 0 auto;
  padding: 16px 16px 24px;
  ${media.mobile`padding: 12px 12px 16px;`}
`;

const Caption = styled.div`
  color: rgba(255, 255, 255, 0.88);
  font-size: 15px;
  line-height: 1.5;
  text-align: center;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

interface ViewerFooterProps {
  caption?: ReactNode;
  /** 0..1 while something is being made from the image; null or absent hides the bar. */
  progress?: number | null;
  actions?: ReactNode;
}

/** Under the image: its caption, the progress of what is being made from it, and the caller's actions; nothing when none. */
export function ViewerFooter({ caption, progress, actions }: ViewerFooterProps) {
  const showProgress = progress !== null && progress !== undefined;
  if (!caption && !actions && !showProgress) return null;
  return (
    <Footer>
      {caption && <Caption>{caption}</Caption>}
      {showProgress && <ProgressBar value={progress} label="Generating" />}
      {actions && <Actions>{actions}</Actions>}
    </Footer>
  );
}
