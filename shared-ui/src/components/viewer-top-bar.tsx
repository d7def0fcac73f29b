import styled from 'styled-components';
import { media, VisuallyHidden } from 'shared-ui/start-up';
import { downloadHref, downloadName } from 'shared-ui/first-render';
import { viewerControl } from './viewer-control';
import { CloseIcon, DownloadIcon } from './viewer-icons';

const Bar = styled.div`
  display: flex;
  flex-direction: row-reverse;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  ${media.mobile`padding: 8px;`}
`;

const CloseButton = styled.button`
  ${viewerControl}
`;

const DownloadLink = styled.a`
  ${viewerControl}
`;

const Position = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

interface ViewerTopBarProps {
  src: string;
  /** The name Download saves the file as (else the file's own). */
  savedName?: string;
  /** Shown as "3 / 30" while browsing a set of more than one. */
  position?: { index: number; count: number };
  onClose: () => void;
}

/** Close (first in the focus order), where the photo sits in the set, and Download. */
export function ViewerTopBar({ src, savedName, position, onClose }: ViewerTopBarProps) {
  return (
    // row-reverse puts Close on the right while keeping it first in the focus order
    <Bar>
      <CloseButton type="button" onClick={onClose}>
        <CloseIcon />
        Close
      </CloseButton>
      {position && position.count > 1 && (
        <Position aria-live="polite" aria-atomic="true">
          <VisuallyHidden>Photo </VisuallyHidden>
          {position.index + 1} / {position.count}
        </Position>
      )}
      <DownloadLink href={downloadHref(src, savedName)} download={savedName ?? downloadName(src)} target="_blank" rel="noopener noreferrer">
        <DownloadIcon />
        Download
      </DownloadLink>
    </Bar>
  );
}
