import { useState } from 'react';
import { resetUserCompletely } from 'api-client';
import { Button, ConfirmDialog, Stack, useAlert } from 'shared-ui';

export const RESET_FAILED_MESSAGE = 'Failed to reset user data.';

/**
 * Removes the admin's own subscription, purchases and credits, after a confirmation
 * (docs/credits-and-payments.md#admin-reset-all).
 */
export function ResetAllButton() {
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string>();

  async function reset() {
    setBusy(true);
    try {
      const reply = await resetUserCompletely();
      setResult(reply.message);
    } catch (error) {
      console.error('Reset user failed', error);
      await alert(RESET_FAILED_MESSAGE);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

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
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
