import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

/** Which ends of the strip have more items past them. */
type HiddenEnds = { before: boolean; after: boolean };
const FADE_PX = 28;
const FADE = `${FADE_PX}px`;

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

/**
 * Scrolls the strip holding `item` sideways (never the page) until the item shows whole and clear of the edges'
 * fades. An item the move leaves cut at the start shows at most the fade's width, faded out ("the row goes
 * on"), never a readable half label: scrollIntoView's nearest edge left "models" of "All models" on a phone.
 */
export function revealInStrip(item: HTMLElement): void {
  const strip = item.parentElement;
  if (!strip || typeof strip.scrollTo !== 'function') return;
  const origin = strip.getBoundingClientRect().left - strip.scrollLeft;
  const spanOf = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { start: rect.left - origin, end: rect.right - origin };
  };
  const others = [...strip.children].filter((child) => child !== item).map(spanOf);
  const target = spanOf(item);
  const isFirst = item === strip.firstElementChild;
  const isLast = item === strip.lastElementChild;
  const view = { start: strip.scrollLeft, end: strip.scrollLeft + strip.clientWidth };
  // Where the item must start and end to be clear of a fade (an end with nothing past it has none).
  const clearStart = target.start - (isFirst ? 0 : FADE_PX);
  const clearEnd = target.end + (isLast ? 0 : FADE_PX);
  let left: number;
  if (clearStart < view.start) left = clearStart;
  else if (clearEnd > view.end) {
    left = clearEnd - strip.clientWidth;
    const cut = others.find((span) => span.start < left && span.end - left > FADE_PX);
    if (cut) left = Math.min(cut.end - FADE_PX, clearStart);
  } else return;
  strip.scrollTo({ left: Math.max(0, left) });
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
