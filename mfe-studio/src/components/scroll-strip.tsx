import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

/** Which ends of the strip have more items past them. */
type HiddenEnds = { before: boolean; after: boolean };
const FADE = '28px';

const Strip = styled.div<{ $before: boolean; $after: boolean }>`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 4px 2px 8px;
  scrollbar-width: thin;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 2px;
  > * { scroll-snap-align: start; }
  /* An item cut by an edge fades out there: it reads as "the row goes on", not as a broken label. */
  mask-image: linear-gradient(to right,
    ${({ $before }) => ($before ? `transparent 0, #000 ${FADE}` : '#000 0')},
    ${({ $after }) => ($after ? `#000 calc(100% - ${FADE}), transparent 100%` : '#000 100%')});
`;

/** Whether `element` has content scrolled away on each side (one pixel of rounding forgiven). */
function hiddenEndsOf(element: HTMLElement): HiddenEnds {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

type ScrollStripProps = HTMLAttributes<HTMLDivElement> & { children: ReactNode };

/**
 * A row of chips or tabs that scrolls sideways when they do not fit (phones), never the page. The side
 * with more items fades out, so an item cut by the edge ("l models") shows that the row goes on.
 */
export function ScrollStrip({ children, ...attributes }: ScrollStripProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState<HiddenEnds>({ before: false, after: false });
  const measure = useCallback(() => {
    if (!ref.current) return;
    const next = hiddenEndsOf(ref.current);
    setEnds((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);
  // After every render: the items may have changed without the strip's own size changing.
  useEffect(measure);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !ref.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <Strip ref={ref} {...attributes} $before={ends.before} $after={ends.after} onScroll={measure}>
      {children}
    </Strip>
  );
}
