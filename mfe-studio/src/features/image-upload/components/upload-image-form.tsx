import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, FieldError, FieldHint, focusRing, ProgressBar, Stack, theme, useAlert } from 'shared-ui';
import { useImageUpload } from '../hooks/use-image-upload';
import { imageUploadProblem, nextPagePath, UPLOAD_FAILED_MESSAGE, UPLOAD_IMAGE_ACCEPT } from '../upload-image-rules';

export const PREVIEW_ALT = 'Preview of the chosen image';
export const UPLOAD_PROGRESS_LABEL = 'Uploading your image';

const Label = styled.label`
  font-weight: 600;
  font-size: 15px;
`;

const FileInput = styled.input`
  max-width: 100%;
  padding: 8px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-size: 15px;
  ${focusRing}
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 50vh;
  border-radius: ${theme.radii.md};
`;

/** A local URL showing the picked file, released when the pick changes. */
function usePreviewUrl(file: File | null): string | null {
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

/** Pick a jpg or png, see it, upload it; the server's nextPage (the editor) opens after. */
export function UploadImageForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const { upload, uploading, progress } = useImageUpload();

  function pick(picked: File | null) {
    const wrong = picked ? imageUploadProblem(picked) : null;
    setProblem(wrong);
    setFile(wrong ? null : picked);
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
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload an image">
        <Stack gap={16}>
          <Stack gap={6}>
            <Label htmlFor="upload-image-file">Choose an image</Label>
            <FileInput
              id="upload-image-file"
              type="file"
              accept={UPLOAD_IMAGE_ACCEPT}
              disabled={uploading}
              aria-describedby="upload-image-hint"
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                pick(event.target.files?.[0] ?? null);
                // A refused file cannot be picked again otherwise (no change event for the same file).
                if (!event.target.files?.[0] || imageUploadProblem(event.target.files[0])) event.target.value = '';
              }}
            />
            <FieldHint id="upload-image-hint">A jpg, jpeg or png photo. It opens in the editor once uploaded.</FieldHint>
          </Stack>
          {problem && <FieldError role="alert">{problem}</FieldError>}
          {preview && <Preview src={preview} alt={PREVIEW_ALT} />}
          {progress !== null && <ProgressBar value={progress} label={UPLOAD_PROGRESS_LABEL} />}
          <div>
            <Button type="submit" loading={uploading}>
              Upload
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
