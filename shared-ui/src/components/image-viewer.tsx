import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { darkSurfaceFocus, useFocusTrap } from 'shared-ui/start-up';
import { usePageBehindHidden } from './use-page-behind-hidden';
import { useArrowKeys, useBodyScrollLock } from './use-viewer-navigation';
import { ViewerFooter } from './viewer-footer';
import { ViewerStage } from './viewer-stage';
import { ViewerTopBar } from './viewer-top-bar';

export interface ImageViewerProps {
  open: boolean;
  /** An image, or a .webm video (the viewer plays those). */
  src: string;
  /** Describes the image; also names the dialog for screen readers. */
  alt: string;
  /** Shown under the image, e.g. the prompt. */
  caption?: ReactNode;
  /** Extra buttons beside Download and Close (Refine this prompt, Generate Again, …). */
  actions?: ReactNode;
  /** 0..1 while something is being made from this image; null or absent hides the bar. */
  progress?: number | null;
  /** A readable name for Download ("linkedin-headshots-07.jpg"); the server is asked to save it so. */
  downloadName?: string;
  /** Where this image sits in the set being browsed (0-based index): shown as "3 / 30". */
  position?: { index: number; count: number };
  /** Previous and next image (arrow keys, swipe, the side buttons); absent at either end. */
  onPrevious?: () => void;
  onNext?: () => void;
  onClose(): void;
}

// Above the nav bar (900), below dialogs (1000) so an alert raised from the viewer shows on top.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: flex;
  flex-direction: column;
  background: rgba(10, 12, 18, 0.94);
  color: #fff;
  ${darkSurfaceFocus}
`;

/**
 * The full-screen image (or .webm video) viewer with Download, Close and the caller's actions. While open,
 * the page behind is hidden from screen readers and inert, and focus stays inside until it closes.
 */
export function ImageViewer({ open, ...props }: ImageViewerProps) {
  return open ? createPortal(<OpenViewer {...props} />, document.body) : null;
}

function OpenViewer({
  src, alt, caption, actions, progress, downloadName: savedName, position, onPrevious, onNext, onClose,
}: Omit<ImageViewerProps, 'open'>) {
  const rootRef = useRef<HTMLDivElement>(null);
  // First: on close the page must be usable again before the focus trap gives focus back to it.
  usePageBehindHidden(rootRef);
  useFocusTrap(rootRef, true, onClose);
  useBodyScrollLock();
  useArrowKeys(rootRef, onPrevious, onNext);

  return (
    <Backdrop ref={rootRef} role="dialog" aria-modal="true" aria-label={alt} tabIndex={-1}>
      <ViewerTopBar src={src} savedName={savedName} position={position} onClose={onClose} />
      <ViewerStage
        src={src}
        alt={alt}
        browsing={position !== undefined && position.count > 1}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={onClose}
      />
      <ViewerFooter caption={caption} progress={progress} actions={actions} />
    </Backdrop>
  );
}
