import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, ID_PHOTO_CREDITS, UNKNOWN_DOCUMENT_MESSAGE, type IdDocument } from 'api-client';
import { Banner, Button, Card, media, Page, PageTitle, ProgressBar, SpendButton, Spinner, Stack, theme, usePageMeta } from 'shared-ui';
import { DocumentPicker } from '../features/id-photo/components/document-picker';
import { IdPhotoResult } from '../features/id-photo/components/id-photo-result';
import { PhotoStep } from '../features/id-photo/components/photo-step';
import { RetakeBanner } from '../features/id-photo/components/retake-banner';
import { useIdDocuments } from '../features/id-photo/hooks/use-id-documents';
import { useMakeIdPhoto, type IdPhotoOutcome } from '../features/id-photo/hooks/use-make-id-photo';
import {
  DEFAULT_DOCUMENT_ID, ID_PHOTO_HONESTY_TEXT, ID_PHOTO_PAGE_TITLE, MAKE_ID_PHOTO_ACTION, MEASURING_TEXT, UPLOADING_PHOTO_TEXT,
} from '../features/id-photo/id-photo-rules';
import { imageUploadProblem } from '../lib/upload-image-rules';

export const DOCUMENTS_LOADING_TEXT = 'Loading the documents';
export const NO_DOCUMENTS_TEXT = 'No documents are available right now. Please try again later.';
export const STEP_TITLES = { document: '1. Choose the document', photo: '2. Your photo' } as const;

const Title = styled(PageTitle)`
  margin: 0;
`;

const Honesty = styled.p`
  margin: 0;
  max-width: 720px;
  font-size: 16px;
  line-height: 1.55;
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: 20px;
`;

// On a phone the one action spans the page, within easy reach of a thumb.
const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
  ${media.mobile`justify-items: stretch; & > button, & > a { width: 100%; }`}

  p { margin: 0; color: ${theme.colors.textMuted}; font-size: 14px; }
`;

function DocumentsStep({ chosen, problem, disabled, onChoose }: { chosen: string | null; problem: string | null; disabled: boolean; onChoose: (document: IdDocument) => void }) {
  const documents = useIdDocuments();
  if (documents.status === 'loading') return <Spinner label={DOCUMENTS_LOADING_TEXT} />;
  if (documents.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" onClick={() => void documents.refetch()}>Try again</Button>}>
        {errorMessage(documents.error)}
      </Banner>
    );
  }
  if (!documents.data.documents.length) return <Banner tone="info">{NO_DOCUMENTS_TEXT}</Banner>;
  const list = documents.data.documents;
  return (
    <DocumentPicker documents={list} chosen={list.find((document) => document.id === chosen) ?? null} problem={problem} disabled={disabled} onChoose={onChoose} />
  );
}

function Outcome({ outcome }: { outcome: IdPhotoOutcome }) {
  switch (outcome.kind) {
    case 'made':
      return <IdPhotoResult key={outcome.reply.photo.fileId} reply={outcome.reply} document={outcome.document} />;
    case 'retake':
      return <RetakeBanner reasons={outcome.reasons} />;
    case 'failed':
      return <Banner tone="error">{outcome.message}</Banner>;
    default:
      return null;
  }
}

/**
 * /id-photo: an ID or passport photo made to a document's published rules from a real photo of the user, measured
 * on the server (head height, eye line, background…), with its report, the digital file and print sheets.
 */
export default function IdPhotoPage() {
  usePageMeta({ title: ID_PHOTO_PAGE_TITLE, noindex: true });
  const documents = useIdDocuments();
  const maker = useMakeIdPhoto();
  const [chosenId, setChosenId] = useState<string>(DEFAULT_DOCUMENT_ID);
  const [file, setFile] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [documentProblem, setDocumentProblem] = useState<string | null>(null);
  const chosen = documents.status === 'success' ? (documents.data.documents.find((document) => document.id === chosenId) ?? null) : null;

  function choose(document: IdDocument) {
    setChosenId(document.id);
    setDocumentProblem(null);
  }

  /** Keeps an acceptable pick (replacing the last); a wrong one clears it and says why; a cancelled dialog changes nothing. */
  function pick(picked: File | null): boolean {
    if (!picked) return false;
    const wrong = imageUploadProblem(picked);
    setPhotoProblem(wrong);
    setFile(wrong ? null : picked);
    maker.forgetFailure();
    return wrong === null;
  }

  function makePhoto() {
    if (maker.busy) return;
    const missingPhoto = imageUploadProblem(file);
    setPhotoProblem(missingPhoto);
    setDocumentProblem(chosen ? null : UNKNOWN_DOCUMENT_MESSAGE);
    if (file && chosen && !missingPhoto) maker.make({ file, document: chosen });
  }

  const busyText = maker.uploadProgress !== null ? UPLOADING_PHOTO_TEXT : MEASURING_TEXT;
  return (
    <Page>
      <Stack gap={20}>
        <Title>{ID_PHOTO_PAGE_TITLE}</Title>
        <Honesty>{ID_PHOTO_HONESTY_TEXT}</Honesty>
        <Card aria-labelledby="id-photo-step-document">
          <Stack gap={12}>
            <StepTitle id="id-photo-step-document">{STEP_TITLES.document}</StepTitle>
            <DocumentsStep chosen={chosenId} problem={documentProblem} disabled={maker.busy} onChoose={choose} />
          </Stack>
        </Card>
        <Card aria-labelledby="id-photo-step-photo">
          <Stack gap={12}>
            <StepTitle id="id-photo-step-photo">{STEP_TITLES.photo}</StepTitle>
            <PhotoStep document={chosen} file={file} problem={photoProblem} disabled={maker.busy} onPick={pick} />
          </Stack>
        </Card>
        <Actions aria-busy={maker.busy || undefined}>
          <SpendButton
            action={MAKE_ID_PHOTO_ACTION}
            cost={ID_PHOTO_CREDITS}
            balance={maker.balance}
            busy={maker.busy}
            busyLabel={busyText}
            disabled={documents.status !== 'success'}
            onClick={makePhoto}
          />
          {maker.busy && <p role="status">{busyText}</p>}
          {maker.uploadProgress !== null && <ProgressBar value={maker.uploadProgress} label={UPLOADING_PHOTO_TEXT} />}
          {!maker.busy && <p>Nothing is charged when the photo has to be retaken.</p>}
        </Actions>
        <Outcome outcome={maker.outcome} />
      </Stack>
    </Page>
  );
}
