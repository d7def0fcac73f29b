import styled from 'styled-components';
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
  /** The photo's likeness score (docs/likeness.md); nothing shows until it has one. */
  likeness?: number | null;
}

/** The viewer's caption: the likeness badge once the photo is scored, and the prompt it was made with, when there is one. */
export function ImageViewerCaption({ prompt, likeness = null }: ImageViewerCaptionProps) {
  const text = prompt === undefined ? <Muted>Loading the prompt…</Muted> : prompt ? <Prompt>{prompt}</Prompt> : null;
  if (likeness === null) return text;
  return (
    <Lines>
      <LikenessBadge likeness={likeness} />
      {text}
    </Lines>
  );
}
