import { useState } from 'react';
import { BACKDROPS, CREDITS_PER_IMAGE, type BackdropName } from 'api-client';
import { FieldHint, SpendButton } from 'shared-ui';
import { SwatchChoices } from './swatch-choices';

const CHOICES = BACKDROPS.map((backdrop) => ({ value: backdrop.name, label: backdrop.label, swatch: backdrop.swatch }));

interface BackdropPickerProps {
  /** Busy with this or another tool: the choice and the button wait. */
  busy: boolean;
  working: boolean;
  balance: number | null;
  /**
   * Opened from a viewer's "Studio backdrop": the page shows it right below the photo, its button is the primary
   * one and its chosen swatch has the focus (without scrolling the photo away).
   */
  focused: boolean;
  onApply: (backdrop: BackdropName) => void;
}

/** The studio backdrops: pick one, then a new photo with the background replaced and the person as they were. */
export function BackdropPicker({ busy, working, balance, focused, onApply }: BackdropPickerProps) {
  const [backdrop, setBackdrop] = useState<BackdropName>(BACKDROPS[0].name);
  return (
    <SwatchChoices
      id="backdrop"
      title="Studio backdrop"
      choices={CHOICES}
      value={backdrop}
      onChange={setBackdrop}
      disabled={busy}
      focused={focused}
      hint={
        <FieldHint id="backdrop-hint">
          A new photo with the background replaced; you stay exactly as you are. Works best on a headshot with one person.
        </FieldHint>
      }
    >
      <div>
        <SpendButton
          variant={focused ? 'primary' : 'secondary'}
          whenShort="disabled"
          action="Apply backdrop"
          cost={CREDITS_PER_IMAGE}
          balance={balance}
          busy={working}
          busyLabel="Replacing the background…"
          disabled={busy && !working}
          onClick={() => onApply(backdrop)}
        />
      </div>
    </SwatchChoices>
  );
}
