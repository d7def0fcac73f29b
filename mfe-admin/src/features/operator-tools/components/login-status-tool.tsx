import { errorMessage, getAuthStatus } from 'api-client';
import { Button, FieldHint, Stack, useAlert, useApiMutation } from 'shared-ui';

export const LOGIN_STATUS_FAILED_PREFIX = 'Login status failed: ';

/** Asks auth-service/status as the site does and shows the raw reply, JSON-encoded, in an alert. */
export function LoginStatusTool() {
  const alert = useAlert();
  // Asked on each click, never cached: the point is what the server says now.
  const check = useApiMutation(() => getAuthStatus(), {
    onSuccess: (reply) => void alert(JSON.stringify(reply)),
    onError: (error) => {
      console.error('Login status failed', error);
      void alert(`${LOGIN_STATUS_FAILED_PREFIX}${errorMessage(error)}`);
    },
  });

  return (
    <Stack gap={8} align="flex-start">
      <FieldHint>What auth-service/status answers for this browser&apos;s session cookie.</FieldHint>
      <Button variant="secondary" loading={check.isPending} onClick={() => check.mutate()}>
        Check login status
      </Button>
    </Stack>
  );
}
