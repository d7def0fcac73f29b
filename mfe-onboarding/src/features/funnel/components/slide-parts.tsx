import styled from 'styled-components';
import { PageTitle, theme } from 'shared-ui';

/** The page title without its own bottom margin: the slide's Stack spaces its parts. */
export const SlideTitle = styled(PageTitle)`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

/** Slide pictures: 5:6 illustrations filling the 400 px column. */
export const SlideImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 6;
  object-fit: cover;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
`;

export const SlideText = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 17px;
  line-height: 1.5;
`;

/** The shared progress bar without its sliding transition when the visitor prefers less motion. */
export const MotionSafe = styled.div`
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
