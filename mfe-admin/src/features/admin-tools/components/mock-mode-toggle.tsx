import { useState } from 'react';
import { toggleMockMode } from 'api-client';
import { Button, Stack, useAlert, useApiMutation, useGenStatusQuery } from 'shared-ui';

export const TOGGLE_FAILED_MESSAGE = 'Failed to toggle mock mode.';

type MockState = { on: boolean; changed: boolean } | undefined;

/**
 * Flips the admin's own mock mode. Its state comes from gen-status (the call that reports the admin's
 * mock flag) on load, then from the toggle's reply; the button is a toggle button (aria-pressed) and the
 * state is also written out beside it.
 */
export function MockModeToggle() {
  const alert = useAlert();
  const status = useGenStatusQuery({ onError: (error) => console.error('Reading mock mode failed', error) });
  // The last toggle's answer, newer than what gen-status said on load.
  const [toggled, setToggled] = useState<boolean>();
  const toggle = useApiMutation(toggleMockMode, {
    onSuccess: (reply) => setToggled(reply.newMockMode),
    onError: async (error) => {
      console.error('Toggle mock mode failed', error);
      await alert(TOGGLE_FAILED_MESSAGE);
    },
  });

  let mockMode: MockState;
  if (toggled !== undefined) mockMode = { on: toggled, changed: true };
  else if (status.status === 'success') mockMode = { on: status.data.isMockMode, changed: false };

  return (
    <Stack gap={8} align="flex-start">
      <Button variant="secondary" loading={toggle.isPending} aria-pressed={mockMode?.on} onClick={() => toggle.mutate()}>
        Toggle Mock Mode
      </Button>
      <p role="status">
        {mockMode && `Mock mode is ${mockMode.changed ? 'now ' : ''}${mockMode.on ? 'on' : 'off'}.`}
      </p>
    </Stack>
  );
}
