import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BACKDROPS, CREDITS_PER_IMAGE, type BackdropName } from 'api-client';
import { FieldGroup, FieldHint, NAV_HEIGHT, SpendButton, focusRing, theme } from 'shared-ui';

const Section = styled.section`
  display: grid;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};
  scroll-margin-top: ${NAV_HEIGHT + 16}px;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 8px;
`;

const Choice = styled.label`
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 10px 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: 14px;
  text-align: center;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 1px ${theme.colors.accent};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
  /* The radio stays for keyboards and screen readers; the swatch shows the choice. */
  position: relative;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Swatch = styled.span<{ $fill: string }>`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${(p) => p.$fill};
`;

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
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    section.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [focused]);

  return (
    <Section ref={section} aria-labelledby="backdrop-title">
      <FieldGroup legend={<span id="backdrop-title">Studio backdrop</span>} disabled={busy} aria-describedby="backdrop-hint">
        <Choices>
          {BACKDROPS.map((choice) => (
            <Choice key={choice.name}>
              <input
                type="radio"
                name="backdrop"
                value={choice.name}
                checked={backdrop === choice.name}
                onChange={() => setBackdrop(choice.name)}
              />
              <Swatch $fill={choice.swatch} aria-hidden="true" />
              {choice.label}
            </Choice>
          ))}
        </Choices>
      </FieldGroup>
      <FieldHint id="backdrop-hint">
        A new photo with the background replaced; you stay exactly as you are. Works best on a headshot with one person.
      </FieldHint>
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
    </Section>
  );
}
