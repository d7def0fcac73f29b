import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, media, ProgressBar, Stack, theme, useAlert } from 'shared-ui';
import { ImageFilePicker } from '../../../components/image-file-picker';
import { ImagePreview } from '../../../components/image-preview';
import { imageUploadProblem, nextPagePath, UPLOAD_FAILED_MESSAGE } from '../../../lib/upload-image-rules';
import { useImageUpload } from '../../../lib/use-image-upload';

export const UPLOAD_PROGRESS_LABEL = 'Uploading your image';
export const UPLOADING_TEXT = 'Uploading your image… Please stay on this page until the editor opens.';
export const UPLOAD_PICKER_HINT = 'A jpg, jpeg or png photo. It opens in the editor once uploaded.';

const Uploading = styled.div`
  display: grid;
  gap: 8px;
  color: ${theme.colors.text};
  font-size: 15px;
  p { margin: 0; }
`;

// On a phone the one action spans the card, within easy reach of a thumb.
const Actions = styled.div`
  display: flex;
  ${media.mobile`& > * { width: 100%; }`}
`;

/** Pick a jpg or png, see it, upload it; the server's nextPage (the editor) opens after. */
export function UploadImageForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, uploading, progress } = useImageUpload();

  /** Keeps an acceptable pick (replacing the last); a wrong one clears it and says why; a cancelled dialog changes nothing. */
  function pick(picked: File | null): boolean {
    if (!picked) return false;
    const wrong = imageUploadProblem(picked);
    setProblem(wrong);
    setFile(wrong ? null : picked);
    return wrong === null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = imageUploadProblem(file);
    setProblem(missing);
    if (missing || !file || uploading) return;
    const outcome = await upload(file);
    const path = outcome.ok ? nextPagePath(outcome.nextPage) : null;
    if (path) navigate(path);
    else await alert(outcome.ok ? UPLOAD_FAILED_MESSAGE : outcome.message);
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload an image" aria-busy={uploading || undefined}>
        <Stack gap={16}>
          <ImageFilePicker id="upload-image-file" hint={UPLOAD_PICKER_HINT} file={file} problem={problem} disabled={uploading} onPick={pick} />
          <ImagePreview file={file} />
          {progress !== null && (
            <Uploading>
              {/* Announced once; the percentage lives in the progress bar, not in a chatty live region. */}
              <p role="status">{UPLOADING_TEXT}</p>
              <ProgressBar value={progress} label={UPLOAD_PROGRESS_LABEL} />
            </Uploading>
          )}
          <Actions>
            <Button type="submit" loading={uploading}>
              Upload
            </Button>
          </Actions>
        </Stack>
      </form>
    </Card>
  );
}
