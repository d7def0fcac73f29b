import { useState } from 'react';
import styled from 'styled-components';
import { apiFileUrl, fileExtension, type TemplateComplete } from 'api-client';
import { ButtonAnchor, downloadHref, focusRing, ImageViewer, media, theme } from 'shared-ui';

const Figure = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
`;

const Open = styled.button`
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  cursor: zoom-in;
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
  ${focusRing}
  img {
    display: block;
    width: 100%;
    max-width: 640px;
    max-height: 75vh;
    object-fit: contain;
  }
  ${media.mobile`img { max-height: 60vh; }`}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

export const RESULT_ALT = 'Your photo made from a template';

/** The photo made from a template, large, with Download; a click opens it full screen. */
export function TemplateResult({ result }: { result: TemplateComplete }) {
  const [viewing, setViewing] = useState(false);
  const src = apiFileUrl(result.outputImageUrl);
  const name = `template-photo.${fileExtension(result.outputImageUrl)}`;
  return (
    <Figure>
      <Open type="button" aria-label="View your photo full screen" onClick={() => setViewing(true)}>
        <img src={src} alt={RESULT_ALT} />
      </Open>
      <Actions>
        <ButtonAnchor href={downloadHref(src, name)} download={name} target="_blank" rel="noopener noreferrer">
          Download
        </ButtonAnchor>
      </Actions>
      <ImageViewer open={viewing} src={src} alt={RESULT_ALT} downloadName={name} onClose={() => setViewing(false)} />
    </Figure>
  );
}
