import styled from 'styled-components';
import type { LikenessBand, LikenessRefund } from 'api-client';
import { LikenessBadge } from 'shared-ui';

const Prompt = styled.p`
  margin: 0;
`;

const Muted = styled.span`
  opacity: 0.7;
`;

const Lines = styled.div`
  display: grid;
  justify-items: start;
  gap: 6px;
`;

interface ImageViewerCaptionProps {
  prompt: string | null | undefined;
  /** The photo's likeness score (docs/likeness.md), its band and, for a miss, its refund; nothing shows until it has one. */
  likeness?: number | null;
  likenessBand?: LikenessBand | null;
  likenessRefund?: LikenessRefund | null;
}

/** The viewer's caption: the likeness badge once the photo is scored, and the prompt it was made with, when there is one. */
export function ImageViewerCaption({ prompt, likeness = null, likenessBand = null, likenessRefund = null }: ImageViewerCaptionProps) {
  const text = prompt === undefined ? <Muted>Loading the prompt…</Muted> : prompt ? <Prompt>{prompt}</Prompt> : null;
  if (likeness === null) return text;
  return (
    <Lines>
      <LikenessBadge likeness={likeness} band={likenessBand} refund={likenessRefund} />
      {text}
    </Lines>
  );
}
