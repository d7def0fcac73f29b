import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  DELETE_ACCOUNT_CODE_SENT_MESSAGE, DELETE_ACCOUNT_WRONG_CODE_MESSAGE, DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  deleteAccount, errorMessage, prehashLazily, runtimeSettings, type DeleteAccountReply,
} from 'api-client';
import { Banner, Button, Dialog, Stack, TextField, theme, useApiMutation, useSession, useSnackbar } from 'shared-ui';

export const DELETE_ACCOUNT_TITLE = 'Delete your account?';
export const DELETE_ACCOUNT_WHAT_GOES =
  'This cancels any subscription, deletes every model (with its training photos, face likeness data and trained model at our GPU provider), every photo and file you have, your sessions and your analytics. You cannot undo it.';
export const DELETE_ACCOUNT_WHAT_STAYS =
  'The law requires us to keep payment records: we keep your payments and credit history only, with your e-mail address replaced and your name removed.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account is deleted.';
export const DELETE_ACCOUNT_RATE_LIMITED_MESSAGE = 'Please wait a minute before asking for another code.';
export const GOOGLE_CODE_LABEL = 'I sign in with Google: e-mail me a code';

const Text = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.text};
`;

const MESSAGES: Partial<Record<DeleteAccountReply['status'], { tone: 'error' | 'success' | 'warning'; text: string }>> = {
  'wrong-password': { tone: 'error', text: DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE },
  'wrong-code': { tone: 'error', text: DELETE_ACCOUNT_WRONG_CODE_MESSAGE },
  'code-sent': { tone: 'success', text: DELETE_ACCOUNT_CODE_SENT_MESSAGE },
  'rate-limited': { tone: 'warning', text: DELETE_ACCOUNT_RATE_LIMITED_MESSAGE },
};

/**
 * Whether this deployment offers Google sign-in (a Google client id in the runtime config, as the login
 * page decides): only then can an account have been made by Google, and only then is the code offered.
 */
function googleSignInEnabled(): boolean {
  try {
    return Boolean(runtimeSettings().googleClientId);
  } catch {
    return false; // not loaded (a page drawn outside the shell): no Google sign-in to offer
  }
}

/** Delete my account: confirmed by the password, or by an e-mailed code for a Google sign-in account. */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const { setLoggedOut } = useSession();
  const { showSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [usesCode, setUsesCode] = useState(false);
  // The password is pre-hashed inside the request, so the dialog shows it busy while bcrypt loads.
  const request = useApiMutation(async (input: { password?: string; code?: string }) => deleteAccount(
    input.password === undefined ? input : { password: await prehashLazily(input.password, runtimeSettings()) },
  ), {
    onSuccess: (reply) => {
      if (reply.status === 'code-sent') setUsesCode(true);
      if (reply.status !== 'deleted') return;
      setLoggedOut();
      showSnackbar({ message: ACCOUNT_DELETED_MESSAGE });
      navigate('/login');
    },
  });
  const busy = request.isPending;
  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setCode('');
    setUsesCode(false);
    request.reset();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (usesCode) request.mutate({ code });
    else request.mutate({ password });
  };
  const message = request.status === 'success' ? MESSAGES[request.data.status] : undefined;

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        title={DELETE_ACCOUNT_TITLE}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} onClick={() => submit()} disabled={usesCode ? !/^\d{6}$/.test(code) : password === ''}>
              Delete my account
            </Button>
          </>
        }
      >
        <Text>{DELETE_ACCOUNT_WHAT_GOES}</Text>
        <Text>{DELETE_ACCOUNT_WHAT_STAYS}</Text>
        <form onSubmit={submit}>
          <Stack gap={12}>
            {usesCode ? (
              <TextField label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value.trim())} />
            ) : (
              <>
                <TextField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                {googleSignInEnabled() && (
                  <Button type="button" variant="text" disabled={busy} onClick={() => request.mutate({})}>
                    {GOOGLE_CODE_LABEL}
                  </Button>
                )}
              </>
            )}
            {message && <Banner tone={message.tone}>{message.text}</Banner>}
            {request.status === 'error' && <Banner tone="error">{errorMessage(request.error)}</Banner>}
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
