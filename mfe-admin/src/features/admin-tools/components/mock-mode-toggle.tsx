import { useState } from 'react';
import { toggleMockMode } from 'api-client';
import { Button, Stack, useAlert } from 'shared-ui';

export const TOGGLE_FAILED_MESSAGE = 'Failed to toggle mock mode.';

/** Flips the admin's own mock mode; the server's answer is the new state. */
export function MockModeToggle() {
  const alert = useAlert();
  const [mockMode, setMockMode] = useState<boolean>();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const reply = await toggleMockMode();
      setMockMode(reply.newMockMode);
    } catch (error) {
      console.error('Toggle mock mode failed', error);
      await alert(TOGGLE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={8} align="flex-start">
      <Button variant="secondary" loading={busy} onClick={() => void toggle()}>
        Toggle Mock Mode
      </Button>
      {mockMode !== undefined && <p role="status">Mock mode is now {mockMode ? 'on' : 'off'}.</p>}
    </Stack>
  );
}
