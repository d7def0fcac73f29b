import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, focusOutline, theme, visuallyHidden } from 'shared-ui';
import { UPLOAD_IMAGE_ACCEPT } from '../lib/upload-image-rules';

export const PICKER_LABEL = 'Choose an image';
export const NOTHING_CHOSEN_TEXT = 'No image chosen';

const Parts = styled.div`
  display: grid;
  gap: 8px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

// The real input stays in the page (focusable, announced as a button, reachable by its label) but unseen;
// its label is what the eye sees, drawn as a secondary button.
const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceMuted}; }
  ${HiddenInput}:focus-visible + & { ${focusOutline} }
  ${HiddenInput}:disabled + & { opacity: 0.55; cursor: not-allowed; }
`;

const Chosen = styled.span`
  min-width: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 4h6l1.5 2H20a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5L9 4zm3 4a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z" />
    </svg>
  );
}

function PictureIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l3.6-3.6 3 3 4.4-4.4L19 13.6V7H5zm3.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
    </svg>
  );
}

/** "2.4 MB", "830 KB": enough to recognise the file. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface ImageFilePickerProps {
  /** The file input's id; the hint and the problem take it as their stem. */
  id: string;
  /** The button's words ("Choose an image"), the input's accessible name. */
  label?: string;
  /** Under the buttons: what to pick and what happens to it. */
  hint: string;
  /**
   * A second button that opens the front camera on a phone (`capture="user"`); elsewhere it opens the file
   * dialog like the first. Its words, or none.
   */
  cameraLabel?: string;
  file: File | null;
  problem: string | null;
  disabled: boolean;
  onPick: (file: File | null) => boolean;
}

/**
 * A styled picker for one jpg, jpeg or png (and, with `cameraLabel`, a photo taken with the camera): the chosen
 * file's name and size beside it, the problem below.
 */
export function ImageFilePicker({ id, label = PICKER_LABEL, hint, cameraLabel, file, problem, disabled, onPick }: ImageFilePickerProps) {
  function picked(event: ChangeEvent<HTMLInputElement>) {
    const accepted = onPick(event.target.files?.[0] ?? null);
    // A refused file could not be picked again otherwise (no change event for the same file).
    if (!accepted) event.target.value = '';
  }
  const input = {
    type: 'file',
    disabled,
    'aria-describedby': problem ? `${id}-hint ${id}-problem` : `${id}-hint`,
    'aria-invalid': problem ? true : undefined,
    onChange: picked,
  } as const;
  return (
    <Parts>
      <Row>
        <HiddenInput id={id} accept={UPLOAD_IMAGE_ACCEPT} {...input} />
        <PickButton htmlFor={id}>
          <PictureIcon />
          {label}
        </PickButton>
        {cameraLabel && (
          <>
            {/* Any image type the camera makes: the pick is checked like the other (jpg or png). */}
            <HiddenInput id={`${id}-camera`} accept="image/*" capture="user" {...input} />
            <PickButton htmlFor={`${id}-camera`}>
              <CameraIcon />
              {cameraLabel}
            </PickButton>
          </>
        )}
        <Chosen aria-live="polite">{file ? `${file.name} · ${fileSizeText(file.size)}` : NOTHING_CHOSEN_TEXT}</Chosen>
      </Row>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {problem && (
        <FieldError id={`${id}-problem`} role="alert">
          {problem}
        </FieldError>
      )}
    </Parts>
  );
}
