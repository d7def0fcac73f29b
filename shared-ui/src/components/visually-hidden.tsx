import styled, { css } from 'styled-components';

/** Hides content from the eye but keeps it for screen readers (the usual clip technique). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text for screen readers only, e.g. the state a coloured dot shows. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
