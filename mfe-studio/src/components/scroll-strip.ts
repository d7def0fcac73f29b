import styled from 'styled-components';

/**
 * A row of chips or tabs that scrolls sideways when they do not fit (phones), never the page. It snaps to
 * the start of an item, so the one at the left edge is never cut mid-word ("l models"): what does not fit
 * shows on the right, where a row that scrolls is expected to go on.
 */
export const ScrollStrip = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 4px 2px 8px;
  scrollbar-width: thin;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 2px;
  > * { scroll-snap-align: start; }
`;
