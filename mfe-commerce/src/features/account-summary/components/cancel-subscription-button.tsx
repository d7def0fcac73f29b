import { useState } from 'react';
import { CANCEL_SUBSCRIPTION_FAILED_MESSAGE, cancelSubscription } from 'api-client';
import { Button, ConfirmDialog, useAlert } from 'shared-ui';

export interface CancelSubscriptionButtonProps {
  /** Called with the server's message after a successful cancel, for the page to show with the new state. */
  onCancelled: (message: string) => void;
}

/** Cancelling asks first (part 2 §4); success hands the server's message over, failure alerts the spec's text. */
export function CancelSubscriptionButton({ onCancelled }: CancelSubscriptionButtonProps) {
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const reply = await cancelSubscription();
      setConfirming(false);
      onCancelled(reply.message);
    } catch (error) {
      console.error('Cancelling the subscription failed', error);
      setConfirming(false);
      await alert(CANCEL_SUBSCRIPTION_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="text" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        message="Your plan will stop renewing. Credits you already have stay in your account and never expire."
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
