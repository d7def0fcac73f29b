import styled from 'styled-components';
import { CREDITS_PER_IMAGE, type LikenessBand, type LikenessRefund } from 'api-client';
import { theme } from 'shared-ui/start-up';

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
`;

const Badge = styled.span<{ $weak: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${(p) => (p.$weak ? theme.colors.warningSoft : theme.colors.accentSoft)};
  color: ${(p) => (p.$weak ? theme.colors.warning : theme.colors.accentHover)};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

const Note = styled.span`
  font-size: 13px;
`;

/** The band in words: a calibration change moves a photo between bands, it does not judge a person. */
export const LIKENESS_BAND_TEXT: Record<LikenessBand, string> = {
  strong: 'Strong likeness',
  good: 'Good likeness',
  weak: 'Weak likeness',
};

/** What a weak photo (a miss) gave back (docs/likeness.md#misses-refunds-and-their-cap). */
export const LIKENESS_REFUND_TEXT: Record<LikenessRefund, string> = {
  refunded: `${CREDITS_PER_IMAGE} credits refunded`,
  'over-cap': 'Not refunded: the limit on likeness refunds is reached',
  'not-refundable': 'Not refunded: edits, filters and free replacements are not',
  replaced: 'Replaced free in your pack',
};

/** "Strong likeness · 92 %", or "Likeness 92 %" when the band is not known. */
export const likenessText = (likeness: number, band?: LikenessBand | null) =>
  band ? `${LIKENESS_BAND_TEXT[band]} · ${Math.round(likeness * 100)} %` : `Likeness ${Math.round(likeness * 100)} %`;

interface LikenessBadgeProps {
  likeness: number | null | undefined;
  band?: LikenessBand | null;
  /** For a weak photo: whether its credits came back, and why not. */
  refund?: LikenessRefund | null;
}

/**
 * How much a generated photo looks like its model's training photos (docs/likeness.md), as a band and a
 * number; for a miss, what it gave back. Nothing while the score is unknown (not scored yet, no face, the
 * base model).
 */
export function LikenessBadge({ likeness, band = null, refund = null }: LikenessBadgeProps) {
  if (likeness === null || likeness === undefined) return null;
  return (
    <Line>
      <Badge $weak={band === 'weak'} title="How much the face looks like your training photos">{likenessText(likeness, band)}</Badge>
      {refund && <Note>{LIKENESS_REFUND_TEXT[refund]}</Note>}
    </Line>
  );
}
