import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { apiFileUrl, fileExtension, type CreateIdPhotoReply, type IdDocument } from 'api-client';
import { ButtonAnchor, downloadHref, media, NAV_HEIGHT, Stack, theme } from 'shared-ui';
import { documentTitle, photoSizeText, sheetDownloadText } from '../id-photo-rules';
import { ComplianceReport } from './compliance-report';

export const RESULT_TITLE = 'Your ID photo';
export const DOWNLOAD_DIGITAL_TEXT = 'Download the digital file';
export const resultAlt = (document: IdDocument) => `ID photo for ${documentTitle(document)}`;

const Section = styled.section`
  display: grid;
  gap: 16px;
  scroll-margin-top: ${NAV_HEIGHT + 16}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 22px;
`;

const Photo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 20px;

  img {
    display: block;
    width: auto;
    max-width: min(100%, 280px);
    height: auto;
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surfaceMuted};
  }
  p { margin: 0; color: ${theme.colors.textMuted}; font-size: 14px; }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.mobile`flex-direction: column; & > * { width: 100%; }`}
`;

function DownloadLink({ url, name, primary = false, children }: { url: string; name: string; primary?: boolean; children: string }) {
  const src = apiFileUrl(url);
  return (
    <ButtonAnchor href={downloadHref(src, name)} download={name} $variant={primary ? 'primary' : undefined}>
      {children}
    </ButtonAnchor>
  );
}

interface IdPhotoResultProps {
  reply: CreateIdPhotoReply;
  document: IdDocument;
}

/**
 * The made photo, its size, what was measured, and the files: the digital one and a print sheet per paper. Its
 * heading takes the focus when it arrives, so a screen reader or a keyboard starts there.
 */
export function IdPhotoResult({ reply, document }: IdPhotoResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.parentElement?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [reply.photo.fileId]);
  const { photo, sheets, report } = reply;
  const extension = fileExtension(photo.url);
  return (
    <Section aria-labelledby="id-photo-result-title">
      <Title id="id-photo-result-title" ref={heading} tabIndex={-1}>
        {RESULT_TITLE}
      </Title>
      <Photo>
        <img src={apiFileUrl(photo.url)} alt={resultAlt(document)} width={photo.width} height={photo.height} />
        <Stack gap={4}>
          <p>{documentTitle(document)}</p>
          <p>{photoSizeText(photo, document)}</p>
        </Stack>
      </Photo>
      <ComplianceReport lines={report} />
      <Downloads>
        <DownloadLink url={photo.url} name={`${document.id}-photo.${extension}`} primary>
          {DOWNLOAD_DIGITAL_TEXT}
        </DownloadLink>
        {sheets.map((sheet) => (
          <DownloadLink key={sheet.fileId} url={sheet.url} name={`${document.id}-${sheet.paper.toLowerCase()}-sheet.${fileExtension(sheet.url)}`}>
            {sheetDownloadText(sheet)}
          </DownloadLink>
        ))}
      </Downloads>
    </Section>
  );
}
