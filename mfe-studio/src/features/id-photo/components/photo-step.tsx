import styled from 'styled-components';
import type { IdDocument } from 'api-client';
import { media, theme } from 'shared-ui';
import { ImageFilePicker } from '../../../components/image-file-picker';
import { ImagePreview } from '../../../components/image-preview';
import { ID_PHOTO_TIPS } from '../id-photo-rules';

export const UPLOAD_PHOTO_LABEL = 'Upload a photo';
export const TAKE_PHOTO_LABEL = 'Take a photo';
export const PHOTO_HINT = 'A recent jpg or png photo of you. On a phone, Take a photo opens the front camera.';

const Tips = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  ${media.mobile`grid-template-columns: 1fr;`}

  li {
    padding-left: 14px;
    border-left: 3px solid ${theme.colors.accentSoft};
  }
  strong { display: block; }
  span { color: ${theme.colors.textMuted}; }
`;

const Note = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

const Notes = styled.div`
  font-size: 14px;
  color: ${theme.colors.textMuted};
  ul { margin: 4px 0 0; padding-left: 20px; }
`;

/** What happens to the background for this document: replaced, or kept and checked (some authorities forbid editing it). */
function BackgroundNote({ document }: { document: IdDocument }) {
  const { label, replaceAllowed } = document.background;
  return (
    <Note>
      {replaceAllowed
        ? `Background: ${label}. If yours is not, we replace it; nothing else in the photo changes.`
        : `Background kept: the ${document.country} ${document.name} rules forbid changing it, so stand in front of a ${label} background.`}
    </Note>
  );
}

interface PhotoStepProps {
  document: IdDocument | null;
  file: File | null;
  problem: string | null;
  disabled: boolean;
  onPick: (file: File | null) => boolean;
}

/** Step 2: how to take the photo, then the photo itself, uploaded or taken with the camera, and its preview. */
export function PhotoStep({ document, file, problem, disabled, onPick }: PhotoStepProps) {
  return (
    <>
      <Tips aria-label="Tips for the photo">
        {ID_PHOTO_TIPS.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}</strong> <span>{tip.detail}</span>
          </li>
        ))}
      </Tips>
      {document && <BackgroundNote document={document} />}
      {document && document.notes.length > 0 && (
        <Notes>
          <Note id="id-photo-notes-title">{`The ${document.country} ${document.name} rules also ask:`}</Note>
          <ul aria-labelledby="id-photo-notes-title">
            {document.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Notes>
      )}
      <ImageFilePicker
        id="id-photo-file"
        label={UPLOAD_PHOTO_LABEL}
        cameraLabel={TAKE_PHOTO_LABEL}
        hint={PHOTO_HINT}
        file={file}
        problem={problem}
        disabled={disabled}
        onPick={onPick}
      />
      <ImagePreview file={file} />
    </>
  );
}
