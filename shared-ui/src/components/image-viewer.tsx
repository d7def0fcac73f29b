import { useEffect, useRef, type ReactNode, type RefObject, type TouchEvent as ReactTouchEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { darkSurfaceFocus, focusRing, media, ProgressBar, theme, useFocusTrap, VisuallyHidden } from 'shared-ui/start-up';
import { usePageBehindHidden } from './use-page-behind-hidden';

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

/** A horizontal swipe at least this long moves to the previous or next image (as the pack carousels do). */
export const SWIPE_THRESHOLD_PX = 50;

/** True when `src` names a .webm file (query string and fragment ignored). */
export function isVideoSource(src: string): boolean {
  return /\.webm$/i.test(src.split(/[?#]/)[0] ?? '');
}

/** The file name the Download link suggests: the last path segment, or a generic name. */
export function downloadName(src: string): string {
  const last = (src.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) ? decodeURIComponent(last) : 'image.jpg';
}

/**
 * The Download link for `src` saved as `name`: the API's file links take `download=<name>` and answer with
 * Content-Disposition (the `download` attribute alone is ignored across origins).
 */
export function downloadHref(src: string, name: string | undefined): string {
  if (!name) return src;
  const [path, hash] = src.split('#') as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}download=${encodeURIComponent(name)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
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

const TopBar = styled.div`
  display: flex;
  flex-direction: row-reverse;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  ${media.mobile`padding: 8px;`}
`;

const barControl = `
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
`;

const CloseButton = styled.button`
  ${barControl}
  ${focusRing}
`;

const DownloadLink = styled.a`
  ${barControl}
  ${focusRing}
`;

const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
  align-items: center;
  justify-content: center;
  padding: 0 16px;
  ${media.mobile`padding: 0 8px;`}
`;

const mediaStyle = `
  display: block;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  border-radius: ${theme.radii.md};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5);
`;
const Picture = styled.img`${mediaStyle}`;
const Video = styled.video`${mediaStyle}`;

const StepButton = styled.button<{ $side: 'left' | 'right' }>`
  ${barControl}
  ${focusRing}
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: 16px;
  width: 48px;
  height: 48px;
  padding: 0;
  transform: translateY(-50%);
  background: rgba(10, 12, 18, 0.55);
  &:disabled { opacity: 0.3; cursor: default; }
  ${media.mobile`
    width: 40px;
    height: 40px;
    min-height: 40px;
  `}
  ${(p) => (p.$side === 'left' ? media.mobile`left: 4px;` : media.mobile`right: 4px;`)}
`;

const Position = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

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

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM5 19h14v2H5v-2z" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  const d = direction === 'left' ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** Left and right arrows move through the set, unless a control that uses them (a video's seek bar) has focus. */
function useArrowKeys(rootRef: RefObject<HTMLElement | null>, onPrevious?: () => void, onNext?: () => void): void {
  const latest = useRef({ onPrevious, onNext });
  latest.current = { onPrevious, onNext };
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.('video, input, textarea, select')) return;
      const step = event.key === 'ArrowLeft' ? latest.current.onPrevious : event.key === 'ArrowRight' ? latest.current.onNext : undefined;
      if (!step) return;
      event.preventDefault();
      step();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}

/** A mostly horizontal swipe of SWIPE_THRESHOLD_PX or more: right to left is next, left to right previous. */
function useSwipe(onPrevious?: () => void, onNext?: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: ReactTouchEvent) => {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: ReactTouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      (dx < 0 ? onNext : onPrevious)?.();
    },
  };
}

/** Keeps the page behind an overlay from scrolling while it is open. */
function useBodyScrollLock(): void {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}

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
  const swipe = useSwipe(onPrevious, onNext);
  const showProgress = progress !== null && progress !== undefined;
  const browsing = position !== undefined && position.count > 1;

  return (
    <Backdrop ref={rootRef} role="dialog" aria-modal="true" aria-label={alt} tabIndex={-1}>
      {/* row-reverse puts Close on the right while keeping it first in the focus order */}
      <TopBar>
        <CloseButton type="button" onClick={onClose}>
          <CloseIcon />
          Close
        </CloseButton>
        {browsing && (
          <Position aria-live="polite" aria-atomic="true">
            <VisuallyHidden>Photo </VisuallyHidden>
            {position.index + 1} / {position.count}
          </Position>
        )}
        <DownloadLink href={downloadHref(src, savedName)} download={savedName ?? downloadName(src)} target="_blank" rel="noopener noreferrer">
          <DownloadIcon />
          Download
        </DownloadLink>
      </TopBar>
      <Stage
        {...swipe}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {browsing && (
          <>
            <StepButton type="button" $side="left" aria-label="Previous photo" disabled={!onPrevious} onClick={onPrevious}>
              <ChevronIcon direction="left" />
            </StepButton>
            <StepButton type="button" $side="right" aria-label="Next photo" disabled={!onNext} onClick={onNext}>
              <ChevronIcon direction="right" />
            </StepButton>
          </>
        )}
        {isVideoSource(src) ? (
          <Video src={src} aria-label={alt} controls autoPlay loop muted playsInline />
        ) : (
          <Picture src={src} alt={alt} />
        )}
      </Stage>
      {(caption || actions || showProgress) && (
        <Footer>
          {caption && <Caption>{caption}</Caption>}
          {showProgress && <ProgressBar value={progress} label="Generating" />}
          {actions && <Actions>{actions}</Actions>}
        </Footer>
      )}
    </Backdrop>
  );
}
