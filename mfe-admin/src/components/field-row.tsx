import styled from 'styled-components';

/** Fields side by side at desktop widths, wrapping to one column on a phone. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
  & > * {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;
