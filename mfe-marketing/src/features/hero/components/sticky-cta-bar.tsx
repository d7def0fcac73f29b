import styled from 'styled-components';
import { MOBILE_BREAKPOINT } from 'shared-ui/start-up';
import { CtaLink } from '../../../components/cta-link';

// Only phones get the bar: on desktop the hero button stays in view long enough.
const Bar = styled.div`
  display: none;

  @media (max-width: ${MOBILE_BREAKPOINT}px) {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 10;
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
    background: rgba(255, 255, 255, 0.96);
    box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.12);
  }

  a {
    flex: 1;
  }
`;

/** Leaves room at the bottom of the page so the fixed bar never covers the last content. */
export const StickyBarSpacer = styled.div`
  display: none;

  @media (max-width: ${MOBILE_BREAKPOINT}px) {
    display: block;
    height: 80px;
  }
`;

export function StickyCtaBar({ href }: { href: string }) {
  return (
    // Outside <main>, so a landmark of its own: axe's region rule wants all content in one.
    <Bar role="region" aria-label="Get started">
      <CtaLink to={href}>Get My Photos</CtaLink>
    </Bar>
  );
}
