import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-ui';

export const PREVIEW_ALT = 'Preview of the chosen image';
export const PREVIEW_PLACEHOLDER = 'Your image will show here.';
export const PREVIEW_UNAVAILABLE = 'Your browser cannot show this file. You can still upload it: the server checks it.';

// The frame keeps its place before and after a pick, so the page does not jump.
const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 220px;
  padding: 12px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  ${media.mobile`min-height: 160px;`}
`;

// Sized by the picture itself (a flex item would be stretched out of shape otherwise).
const Picture = styled.img`
  display: block;
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 50vh;
  object-fit: contain;
  border-radius: ${theme.radii.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  text-align: center;
`;

/** A local URL showing the picked file, revoked when the pick changes or the page goes. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** The chosen image as it will be uploaded, or a placeholder; says so when the browser cannot draw it. */
export function ImagePreview({ file }: { file: File | null }) {
  const url = usePreviewUrl(file);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) {
    return (
      <Frame>
        <Note>{PREVIEW_PLACEHOLDER}</Note>
      </Frame>
    );
  }
  return (
    <Frame>
      {failedUrl === url ? <Note>{PREVIEW_UNAVAILABLE}</Note> : <Picture src={url} alt={PREVIEW_ALT} onError={() => setFailedUrl(url)} />}
    </Frame>
  );
}
