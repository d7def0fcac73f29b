import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, focusRing, theme } from 'shared-ui';

export const PENDING_PACK_TITLE = 'Your pack is ready to generate';

const Title = styled.strong`
  display: block;
`;

const GenerateLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
  &:hover { background: ${theme.colors.accentHover}; }
`;

/** The call to action while a bought pack has not been made yet: it leads to the pack's generate page. */
export function PendingPackBanner({ purchaseId, title }: { purchaseId: number; title: string }) {
  return (
    <Banner tone="success" actions={<GenerateLink to={`/generate-pack/${purchaseId}`}>Generate My Pack</GenerateLink>}>
      <Title>{PENDING_PACK_TITLE}</Title>
      Your {title} photos are paid for: choose your model and make them.
    </Banner>
  );
}
