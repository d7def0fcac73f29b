import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, focusOutline, theme, visuallyHidden } from 'shared-ui';
import { UPLOAD_IMAGE_ACCEPT } from '../upload-image-rules';

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
  file: File | null;
  problem: string | null;
  disabled: boolean;
  onPick: (file: File | null) => boolean;
}

/** A styled picker for one jpg, jpeg or png: the chosen file's name and size beside it, the problem below. */
export function ImageFilePicker({ file, problem, disabled, onPick }: ImageFilePickerProps) {
  function picked(event: ChangeEvent<HTMLInputElement>) {
    const accepted = onPick(event.target.files?.[0] ?? null);
    // A refused file could not be picked again otherwise (no change event for the same file).
    if (!accepted) event.target.value = '';
  }
  return (
    <Parts>
      <Row>
        <HiddenInput
          id="upload-image-file"
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          disabled={disabled}
          aria-describedby={problem ? 'upload-image-hint upload-image-problem' : 'upload-image-hint'}
          aria-invalid={problem ? true : undefined}
          onChange={picked}
        />
        <PickButton htmlFor="upload-image-file">
          <PictureIcon />
          {PICKER_LABEL}
        </PickButton>
        <Chosen aria-live="polite">{file ? `${file.name} · ${fileSizeText(file.size)}` : NOTHING_CHOSEN_TEXT}</Chosen>
      </Row>
      <FieldHint id="upload-image-hint">A jpg, jpeg or png photo. It opens in the editor once uploaded.</FieldHint>
      {problem && (
        <FieldError id="upload-image-problem" role="alert">
          {problem}
        </FieldError>
      )}
    </Parts>
  );
}
