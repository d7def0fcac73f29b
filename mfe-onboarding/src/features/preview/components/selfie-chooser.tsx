import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { PREVIEW_MAX_SELFIES } from 'api-client';
import { Banner, Button, Stack, theme } from 'shared-ui';
import type { CreateProblem } from '../hooks/use-create-preview';
import {
  CHOOSE_PHOTOS_LABEL, CHOOSE_SELFIE_LABEL, SELFIE_HINT, TAKE_SELFIE_LABEL, TOO_MANY_PHOTOS_MESSAGE, TRY_ANOTHER_SELFIE_LABEL,
} from '../preview-texts';

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

// Whatever the browser hands over: HEIC is re-encoded where the browser can, anything else the server judges.
const ACCEPT = 'image/*';

export interface SelfieChooserProps {
  /** A phone or tablet: the front camera first, the photo library second; elsewhere one file picker. */
  hasCamera: boolean;
  /** Why the last selfie did not start a preview (a refused selfie comes with Try another selfie). */
  problem: CreateProblem | null;
  onChosen: (files: File[]) => void;
}

/** Take a selfie with the front camera, or pick 1 to PREVIEW_MAX_SELFIES photos. */
export function SelfieChooser({ hasCamera, problem, onChosen }: SelfieChooserProps) {
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [tooMany, setTooMany] = useState(false);
  const openFiles = () => files.current?.click();

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same photo again after a refusal still fires
    if (chosen.length === 0) return;
    setTooMany(chosen.length > PREVIEW_MAX_SELFIES);
    if (chosen.length <= PREVIEW_MAX_SELFIES) onChosen(chosen);
  }

  return (
    <Stack gap={12}>
      {tooMany ? (
        <Banner tone="error">{TOO_MANY_PHOTOS_MESSAGE}</Banner>
      ) : problem?.kind === 'selfie' ? (
        <Banner tone="error" actions={<Button variant="secondary" onClick={openFiles}>{TRY_ANOTHER_SELFIE_LABEL}</Button>}>
          {problem.message}
        </Banner>
      ) : problem?.kind === 'other' ? (
        <Banner tone="error">{problem.message}</Banner>
      ) : null}
      {hasCamera ? (
        <>
          <Button fullWidth onClick={() => camera.current?.click()}>{TAKE_SELFIE_LABEL}</Button>
          <Button fullWidth variant="secondary" onClick={openFiles}>{CHOOSE_PHOTOS_LABEL}</Button>
        </>
      ) : (
        <Button fullWidth onClick={openFiles}>{CHOOSE_SELFIE_LABEL}</Button>
      )}
      <Hint>{SELFIE_HINT}</Hint>
      {/* capture="user" opens the front camera on phones; elsewhere the browser ignores it. */}
      <input ref={camera} type="file" accept={ACCEPT} capture="user" onChange={picked} hidden data-testid="selfie-camera-input" />
      <input ref={files} type="file" accept={ACCEPT} multiple onChange={picked} hidden data-testid="selfie-files-input" />
    </Stack>
  );
}
