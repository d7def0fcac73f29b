import { useState } from 'react';
import { OUTFIT_CREDITS, OUTFIT_PRESETS, OUTFIT_TEXT_MAX, outfitSwatch, type ChangeOutfitRequest, type OutfitPresetId } from 'api-client';
import { FieldHint, SpendButton, TextField } from 'shared-ui';
import { SwatchChoices } from './swatch-choices';

const CUSTOM = 'custom';
type OutfitChoice = OutfitPresetId | typeof CUSTOM;
const CHOICES = [
  ...OUTFIT_PRESETS.map((preset) => ({ value: preset.id as OutfitChoice, label: preset.label, swatch: outfitSwatch(preset) })),
  { value: CUSTOM as OutfitChoice, label: 'Describe an outfit', swatch: null },
];
export const DESCRIBE_OUTFIT_PROBLEM = 'Describe the outfit in a few words.';

interface OutfitPickerProps {
  busy: boolean;
  working: boolean;
  balance: number | null;
  /** Opened from a viewer's "Change outfit": right below the photo, the primary button, the chosen swatch focused. */
  focused: boolean;
  onApply: (outfit: ChangeOutfitRequest['outfit']) => void;
}

/** Change outfit: a preset (a swatch each) or the user's own words; a new photo in those clothes, the face kept. */
export function OutfitPicker({ busy, working, balance, focused, onApply }: OutfitPickerProps) {
  const [choice, setChoice] = useState<OutfitChoice>(OUTFIT_PRESETS[0].id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function apply() {
    if (choice !== CUSTOM) return onApply(choice);
    if (text.trim().length < 3) return setProblem(DESCRIBE_OUTFIT_PROBLEM);
    onApply({ custom: text.trim() });
  }

  return (
    <SwatchChoices
      id="outfit"
      title="Change outfit"
      choices={CHOICES}
      value={choice}
      onChange={(next) => {
        setChoice(next);
        setProblem(null);
      }}
      disabled={busy}
      focused={focused}
      hint={
        <FieldHint id="outfit-hint">
          A new photo of you in these clothes; your face, pose and background stay. If your face comes out changed, we make it once
          more free, and refund you if it misses again.
        </FieldHint>
      }
    >
      {choice === CUSTOM && (
        <TextField
          id="outfit-text"
          label="Describe the outfit"
          value={text}
          maxLength={OUTFIT_TEXT_MAX}
          placeholder="e.g. a light grey linen suit"
          disabled={busy}
          error={problem ?? undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
      )}
      <div>
        <SpendButton
          variant={focused ? 'primary' : 'secondary'}
          whenShort="disabled"
          action="Change outfit"
          cost={OUTFIT_CREDITS}
          balance={balance}
          busy={working}
          busyLabel="Changing the outfit…"
          disabled={busy && !working}
          onClick={apply}
        />
      </div>
    </SwatchChoices>
  );
}
