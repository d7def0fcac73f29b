import styled from 'styled-components';
import { theme } from 'shared-ui/start-up';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accentHover};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

/** "Likeness 92 %": the score (0 to 1) as a whole percentage. */
export const likenessText = (likeness: number) => `Likeness ${Math.round(likeness * 100)} %`;

/**
 * How much a generated photo looks like its model's training photos (docs/likeness.md). Nothing while the
 * score is unknown (not scored yet, no face, the base model).
 */
export function LikenessBadge({ likeness }: { likeness: number | null | undefined }) {
  if (likeness === null || likeness === undefined) return null;
  return <Badge title="How much the face looks like your training photos">{likenessText(likeness)}</Badge>;
}
