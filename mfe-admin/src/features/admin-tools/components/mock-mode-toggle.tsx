import { useEffect, useState } from 'react';
import { getGenStatus, toggleMockMode } from 'api-client';
import { Button, Stack, useAlert } from 'shared-ui';

export const TOGGLE_FAILED_MESSAGE = 'Failed to toggle mock mode.';

type MockState = { on: boolean; changed: boolean } | undefined;

/**
 * Flips the admin's own mock mode. Its state comes from gen-status (the call that reports the admin's
 * mock flag) on load, then from the toggle's reply; the button is a toggle button (aria-pressed) and the
 * state is also written out beside it.
 */
export function MockModeToggle() {
  const alert = useAlert();
  const [mockMode, setMockMode] = useState<MockState>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getGenStatus({ signal: controller.signal })
      .then((status) => setMockMode((current) => current ?? { on: status.isMockMode, changed: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Reading mock mode failed', error);
      });
    return () => controller.abort();
  }, []);

  async function toggle() {
    setBusy(true);
    try {
      const reply = await toggleMockMode();
      setMockMode({ on: reply.newMockMode, changed: true });
    } catch (error) {
      console.error('Toggle mock mode failed', error);
      await alert(TOGGLE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={8} align="flex-start">
      <Button variant="secondary" loading={busy} aria-pressed={mockMode?.on} onClick={() => void toggle()}>
        Toggle Mock Mode
      </Button>
      <p role="status">
        {mockMode && `Mock mode is ${mockMode.changed ? 'now ' : ''}${mockMode.on ? 'on' : 'off'}.`}
      </p>
    </Stack>
  );
}
