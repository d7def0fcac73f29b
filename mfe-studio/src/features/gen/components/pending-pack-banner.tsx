import styled from 'styled-components';
import { Banner, ButtonLink } from 'shared-ui/first-render';

export const PENDING_PACK_TITLE = 'Your pack is ready to generate';

const Title = styled.strong`
  display: block;
`;

/** The call to action while a bought pack has not been made yet: it leads to the pack's generate page. */
export function PendingPackBanner({ purchaseId, title }: { purchaseId: number; title: string }) {
  return (
    <Banner tone="success" actions={<ButtonLink to={`/generate-pack/${purchaseId}`} $variant="primary">Generate My Pack</ButtonLink>}>
      <Title>{PENDING_PACK_TITLE}</Title>
      Your {title} photos are paid for: choose your model and make them.
    </Banner>
  );
}
