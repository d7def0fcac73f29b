import styled from 'styled-components';

/** A row of chips or tabs that scrolls sideways when they do not fit (phones), never the page. */
export const ScrollStrip = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 4px 2px 8px;
  scrollbar-width: thin;
`;
