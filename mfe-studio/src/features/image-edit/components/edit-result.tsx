import styled from 'styled-components';
import { apiFileUrl, editImagePath, errorMessage, fileExtension } from 'api-client';
import { useEffect, useRef } from 'react';
import { Banner, Button, ButtonAnchor, ButtonLink, downloadHref, NAV_HEIGHT, ProgressBar, Spinner, Stack, theme } from 'shared-ui';
import { GEN_PATH } from '../../../lib/image-edit-paths';
import { useFileUrl } from '../hooks/use-file-url';
import type { EditKind, EditResult } from '../hooks/use-image-edit';

export const RESULT_TITLE = 'Your new image';
export const RESULT_ALT: Record<EditKind, string> = {
  edit: 'Edited image', filter: 'Ghibli-style image', backdrop: 'Photo on a studio backdrop', outfit: 'Photo in the new outfit', hd: 'HD photo',
};
export const WORKING_TEXT: Record<EditKind, string> = {
  edit: 'Editing your image…',
  filter: 'Applying the Ghibli filter…',
  backdrop: 'Replacing the background…',
  outfit: 'Changing the outfit and checking your face…',
  hd: 'Making the HD copy…',
};
const FILE_STEM: Record<EditKind, string> = { edit: 'edited', filter: 'ghibli', backdrop: 'studio-backdrop', outfit: 'outfit', hd: 'hd' };

const Panel = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
  /* Brought into view below the sticky navigation bar, not under it. */
  scroll-margin-top: ${NAV_HEIGHT + 16}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
  border-radius: ${theme.radii.md};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

function ResultImage({ result }: { result: EditResult }) {
  const file = useFileUrl(result.fileId);
  if (file.status === 'loading') return <Spinner label="Loading the new image" />;
  if (file.status === 'error') {
    return (
      <Banner tone="error" actions={<Button onClick={() => void file.refetch()}>Try again</Button>}>
        {errorMessage(file.error)}
      </Banner>
    );
  }
  const src = apiFileUrl(file.data.fileUrl);
  const name = `${FILE_STEM[result.kind]}-image.${fileExtension(file.data.fileUrl)}`;
  return (
    <>
      {result.message && <Banner tone="info">{result.message}</Banner>}
      <Picture src={src} alt={RESULT_ALT[result.kind]} />
      {result.size && <Muted>{`${result.size.width} × ${result.size.height} px`}</Muted>}
      <Links>
        <ButtonLink to={editImagePath(result.fileId)} $variant="primary">
          Edit this image
        </ButtonLink>
        <ButtonAnchor href={downloadHref(src, name)} download={name} target="_blank" rel="noopener noreferrer">
          Download new image
        </ButtonAnchor>
        <ButtonLink to={GEN_PATH}>Back to Generate Images</ButtonLink>
      </Links>
    </>
  );
}

interface EditResultPanelProps {
  working: EditKind | null;
  progress: number | null;
  remaining: string | null;
  result: EditResult | null;
}

/** Beside the editor (below it on phones): the engine's progress, then the new image with where to go next. */
export function EditResultPanel({ working, progress, remaining, result }: EditResultPanelProps) {
  const panel = useRef<HTMLElement>(null);
  // The work and then its result appear beside the editor, or below it on a phone: bring them into view.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [working, result?.fileId]);
  return (
    <Panel ref={panel} aria-labelledby="edit-result-title" aria-busy={working !== null || undefined}>
      <Title id="edit-result-title">{RESULT_TITLE}</Title>
      {working ? (
        <Stack gap={8}>
          <p role="status">{WORKING_TEXT[working]}</p>
          {progress !== null && <ProgressBar value={progress} label={WORKING_TEXT[working]} />}
          {remaining && <Muted>{remaining}</Muted>}
        </Stack>
      ) : result ? (
        <ResultImage key={result.fileId} result={result} />
      ) : null}
    </Panel>
  );
}
