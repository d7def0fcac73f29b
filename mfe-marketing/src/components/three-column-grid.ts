import styled from 'styled-components';
import { media } from 'shared-ui/start-up';

/** The landing page's row of three cards (personas, reviews), one column on phones. */
export const ThreeColumnGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`grid-template-columns: 1fr; gap: 20px;`}
`;
