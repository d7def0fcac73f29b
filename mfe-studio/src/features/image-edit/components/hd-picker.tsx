import { useState } from 'react';
import { UPSCALE_MAX_LONG_SIDE, UPSCALE_OPTIONS, upscaleCredits, upscaledSize, type UpscaleScale } from 'api-client';
import { FieldHint, SpendButton } from 'shared-ui';
import type { Size } from '../mask-model';
import { SwatchChoices } from './swatch-choices';

const sizeText = (size: { width: number; height: number }) => `${size.width} × ${size.height} px`;

interface HdPickerProps {
  busy: boolean;
  working: boolean;
  balance: number | null;
  /** The photo's own size, once it has loaded (the choices then say what each makes). */
  natural: Size | null;
  focused: boolean;
  onApply: (scale: UpscaleScale) => void;
}

/** HD: a new photo at 2× or 4× the size, made by a learned upscaler (the long side capped, said here). */
export function HdPicker({ busy, working, balance, natural, focused, onApply }: HdPickerProps) {
  const [scale, setScale] = useState<UpscaleScale>(UPSCALE_OPTIONS[0].scale);
  const tooLarge = natural !== null && Math.max(natural.width, natural.height) >= UPSCALE_MAX_LONG_SIDE;
  const choices = UPSCALE_OPTIONS.map((option) => ({
    value: String(option.scale),
    label: option.label,
    detail: natural ? sizeText(upscaledSize(natural.width, natural.height, option.scale)) : undefined,
  }));
  return (
    <SwatchChoices
      id="hd"
      title="HD"
      choices={choices}
      value={String(scale)}
      onChange={(value) => setScale(Number(value) as UpscaleScale)}
      disabled={busy || tooLarge}
      focused={focused}
      hint={
        <FieldHint id="hd-hint">
          {tooLarge
            ? `This photo is already ${UPSCALE_MAX_LONG_SIDE} px or more on its long side.`
            : `A sharper copy at 2× or 4× the size, made by an AI upscaler. The long side is at most ${UPSCALE_MAX_LONG_SIDE.toLocaleString('en-US')} px.`}
          {natural && !tooLarge && ` This photo is ${sizeText(natural)}.`}
        </FieldHint>
      }
    >
      <div>
        <SpendButton
          variant={focused ? 'primary' : 'secondary'}
          whenShort="disabled"
          action={`Make HD ${scale}×`}
          cost={upscaleCredits(scale)}
          balance={balance}
          busy={working}
          busyLabel="Making the HD copy…"
          disabled={(busy && !working) || tooLarge}
          onClick={() => onApply(scale)}
        />
      </div>
    </SwatchChoices>
  );
}
