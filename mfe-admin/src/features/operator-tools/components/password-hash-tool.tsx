import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { prehashLazily, runtimeSettings } from 'api-client';
import { Button, FieldError, Stack, TextField, theme, useCopyText } from 'shared-ui';
import { ButtonRow } from '../../../components/field-row';

export const HASH_COPIED_MESSAGE = 'Hash copied to clipboard!';
export const HASH_COPY_FAILED_MESSAGE = 'Failed to copy hash';
const COPY_TEXTS = { copied: HASH_COPIED_MESSAGE, failed: HASH_COPY_FAILED_MESSAGE };

const Form = styled.form`
  display: grid;
  gap: 12px;
  justify-items: start;
  & > :first-child {
    width: 100%;
  }
`;

const HashField = styled(TextField)`
  font-family: ${theme.fonts.mono};
  font-size: 14px;
`;

const CopyOutcome = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${(p) => (p.$ok ? theme.colors.success : theme.colors.danger)};
`;

/** Yields to the browser so the busy state paints before bcrypt's synchronous rounds run. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The password as sign-in sends it: bcrypt(password + suffix, salt), with this deployment's salt and suffix,
 * for checking a stored account or a support case by hand.
 */
export function PasswordHashTool() {
  const [password, setPassword] = useState('');
  const [hash, setHash] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hashing, setHashing] = useState(false);
  const { copy, copying, result } = useCopyText(COPY_TEXTS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password || hashing) return;
    setHashing(true);
    setError(null);
    await nextFrame();
    try {
      setHash(await prehashLazily(password, runtimeSettings()));
    } catch (failure) {
      console.error('Password pre-hash failed', failure);
      setHash(null);
      setError('Could not hash the password: the site settings are not loaded.');
    }
    setHashing(false);
  }

  return (
    <Stack gap={16}>
      <Form onSubmit={(event) => void onSubmit(event)} aria-label="Hash a password">
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setHash(null);
          }}
        />
        <Button type="submit" disabled={!password} loading={hashing}>
          Hash password
        </Button>
      </Form>
      {error && <FieldError role="alert">{error}</FieldError>}
      {hash && (
        <Stack gap={8} align="stretch">
          <HashField label="Client pre-hash" value={hash} readOnly onFocus={(event) => event.currentTarget.select()} />
          <ButtonRow>
            <Button variant="secondary" loading={copying} onClick={() => void copy(hash)}>
              Copy hash
            </Button>
            {result && (
              <CopyOutcome $ok={result.ok} role={result.ok ? 'status' : 'alert'}>
                {result.text}
              </CopyOutcome>
            )}
          </ButtonRow>
        </Stack>
      )}
    </Stack>
  );
}
