import { useEffect, type RefObject } from 'react';

/**
 * Marks what shows above every overlay (the snackbar): an overlay leaves it exposed and usable, so a
 * message raised from the overlay is announced and its UNDO still works.
 */
export const ABOVE_OVERLAYS_ATTRIBUTE = 'data-above-overlays';

// Never content: hiding them would change nothing but the DOM.
const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

/** Sets aria-hidden and inert on `element`; the returned function puts back exactly what was there. */
function hide(element: Element): () => void {
  const ariaHidden = element.getAttribute('aria-hidden');
  const inert = element.getAttribute('inert');
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('inert', '');
  return () => {
    if (ariaHidden === null) element.removeAttribute('aria-hidden');
    else element.setAttribute('aria-hidden', ariaHidden);
    if (inert === null) element.removeAttribute('inert');
    else element.setAttribute('inert', inert);
  };
}

/**
 * Hides everything in the body but `keep` (and their ancestors) from screen readers, pointers and focus:
 * each branch that holds none of them is marked, each that holds one is walked into. Returns the undo.
 * Elements added to the body later (a dialog raised from the overlay) are left alone: they come on top.
 */
export function hideOutside(keep: readonly Element[]): () => void {
  const undo: Array<() => void> = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || NOT_CONTENT.has(child.tagName)) continue;
      if (keep.some((kept) => child.contains(kept))) walk(child);
      else undo.push(hide(child));
    }
  };
  walk(document.body);
  return () => undo.reverse().forEach((restore) => restore());
}

/**
 * While mounted, the page behind the overlay at `ref` is inert and aria-hidden (aria-modal alone is
 * not honoured by every screen reader); unmounting restores it. Call it before useFocusTrap: effects
 * are undone in the order they were declared, so the page is usable again before focus goes back into it.
 */
export function usePageBehindHidden(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const overlay = ref.current;
    if (!overlay) return undefined;
    return hideOutside([overlay, ...Array.from(document.querySelectorAll(`[${ABOVE_OVERLAYS_ATTRIBUTE}]`))]);
  }, [ref]);
}
