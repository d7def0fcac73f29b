import styled from 'styled-components';

const Prompt = styled.p`
  margin: 0;
`;

const Muted = styled.span`
  opacity: 0.7;
`;

/** The viewer's caption: the prompt the image was made with, when there is one. */
export function ImageViewerCaption({ prompt }: { prompt: string | null | undefined }) {
  if (prompt === undefined) return <Muted>Loading the prompt…</Muted>;
  if (!prompt) return null;
  return <Prompt>{prompt}</Prompt>;
}
