import { useState } from 'react';
import { resetUserCompletely } from 'api-client';
import { Button, ConfirmDialog, Stack, useAlert, useApiMutation } from 'shared-ui';

export const RESET_FAILED_MESSAGE = 'Failed to reset user data.';

/**
 * Removes the admin's own subscription, purchases and credits, after a confirmation
 * (docs/credits-and-payments.md#admin-reset-all).
 */
export function ResetAllButton() {
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  // The dialog stays busy until a failure's alert is closed, then closes either way.
  const reset = useApiMutation(resetUserCompletely, {
    onSuccess: () => setConfirming(false),
    onError: async (error) => {
      console.error('Reset user failed', error);
      await alert(RESET_FAILED_MESSAGE);
      setConfirming(false);
    },
  });
  const result = reset.status === 'success' ? reset.data.message : undefined;

  return (
    <Stack gap={8} align="flex-start">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Reset All
      </Button>
      {result && <p role="status">{result}</p>}
      <ConfirmDialog
        open={confirming}
        title="Reset all your data?"
        message="This removes your subscription, purchases and credits. It cannot be undone."
        confirmLabel="Reset All"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
