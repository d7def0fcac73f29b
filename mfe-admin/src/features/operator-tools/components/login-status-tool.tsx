import { useState } from 'react';
import { errorMessage, getAuthStatus } from 'api-client';
import { Button, FieldHint, Stack, useAlert } from 'shared-ui';

export const LOGIN_STATUS_FAILED_PREFIX = 'Login status failed: ';

/** Asks auth-service/status as the site does and shows the raw reply, JSON-encoded, in an alert. */
export function LoginStatusTool() {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    let text: string;
    try {
      text = JSON.stringify(await getAuthStatus());
    } catch (error) {
      console.error('Login status failed', error);
      text = `${LOGIN_STATUS_FAILED_PREFIX}${errorMessage(error)}`;
    }
    setBusy(false);
    await alert(text);
  }

  return (
    <Stack gap={8} align="flex-start">
      <FieldHint>What auth-service/status answers for this browser&apos;s session cookie.</FieldHint>
      <Button variant="secondary" loading={busy} onClick={() => void check()}>
        Check login status
      </Button>
    </Stack>
  );
}
