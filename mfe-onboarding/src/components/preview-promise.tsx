import styled from 'styled-components';
import { PREVIEW_HEADLINE, PREVIEW_TERMS } from 'api-client';
import { theme } from 'shared-ui';

const Offer = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.text};
  font-size: 17px;
  line-height: 1.5;

  strong {
    display: block;
    color: ${theme.colors.accentHover};
  }
`;

/**
 * The free preview where a visitor decides (docs/promises.md): what it gives and what it asks (a sign-up, one
 * selfie, once per person), in the slide's own size of type, not small print.
 */
export function PreviewPromise({ headline = PREVIEW_HEADLINE, terms = PREVIEW_TERMS }: { headline?: string; terms?: string }) {
  return (
    <Offer data-preview-offer>
      <strong>{headline}</strong> {terms}
    </Offer>
  );
}
