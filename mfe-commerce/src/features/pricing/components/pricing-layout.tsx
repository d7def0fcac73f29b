import styled from 'styled-components';
import { media, Page, theme } from 'shared-ui';

/** Pricing content is at most 968 px wide. */
export const PRICING_MAX_WIDTH = 968;

export const PricingPageFrame = styled(Page)`
  max-width: ${PRICING_MAX_WIDTH}px;
  display: flex;
  flex-direction: column;
  gap: 48px;
  ${media.mobile`gap: 36px;`}
`;

export const Hero = styled.header`
  text-align: center;

  h1 {
    margin: 0 0 12px;
    font-size: 36px;
    letter-spacing: -0.02em;
    ${media.mobile`font-size: 28px;`}
  }

  p {
    margin: 0 auto;
    max-width: 60ch;
    color: ${theme.colors.textMuted};
    font-size: 17px;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;

  > h2 {
    margin: 0;
    font-size: 24px;
  }

  > p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
