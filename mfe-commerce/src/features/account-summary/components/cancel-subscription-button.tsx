import { useState } from 'react';
import { CANCEL_SUBSCRIPTION_FAILED_MESSAGE, cancelSubscription } from 'api-client';
import { ACCOUNT_INFO_KEY, Button, ConfirmDialog, useAlert, useApiMutation } from 'shared-ui';

export interface CancelSubscriptionButtonProps {
  /** Called with the server's message after a successful cancel; the account info is then asked again. */
  onCancelled: (message: string) => void;
}

/** Cancelling asks first; success hands the server's message over, failure alerts the fixed failure text. */
export function CancelSubscriptionButton({ onCancelled }: CancelSubscriptionButtonProps) {
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  const cancel = useApiMutation(cancelSubscription, { invalidates: [ACCOUNT_INFO_KEY] });

  async function confirm() {
    try {
      const reply = await cancel.mutateAsync();
      setConfirming(false);
      onCancelled(reply.message);
    } catch (error) {
      console.error('Cancelling the subscription failed', error);
      setConfirming(false);
      await alert(CANCEL_SUBSCRIPTION_FAILED_MESSAGE);
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
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
