import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup, NAV_HEIGHT, focusRing, theme } from 'shared-ui';

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
  align-content: start;
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

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 13px;
`;

export interface SwatchChoice<V extends string> {
  value: V;
  label: string;
  /** CSS background of the swatch; null draws a hatched circle (a choice with no colour of its own); left out, no swatch. */
  swatch?: string | null;
  /** A second line under the label ("2048 × 2732 px"). */
  detail?: string;
}

interface SwatchChoicesProps<V extends string> {
  /** The section's id stem: its title is `${id}-title`, its hint `${id}-hint`, the radios' name `id`. */
  id: string;
  title: string;
  choices: readonly SwatchChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Busy with this or another tool: the choices wait. */
  disabled: boolean;
  /** Opened at this tool: its chosen swatch takes the focus (without scrolling the photo away). */
  focused: boolean;
  hint: ReactNode;
  /** Below the hint: a field of the chosen choice, and the tool's button. */
  children: ReactNode;
}

const NO_SWATCH = `repeating-linear-gradient(45deg, ${theme.colors.surface} 0 6px, ${theme.colors.border} 6px 8px)`;

/** One tool of the image tools as a radio group of swatches (the studio backdrops, the outfits, the HD sizes), its hint and its button. */
export function SwatchChoices<V extends string>({ id, title, choices, value, onChange, disabled, focused, hint, children }: SwatchChoicesProps<V>) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    section.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [focused]);

  return (
    <Section ref={section} aria-labelledby={`${id}-title`}>
      <FieldGroup legend={<span id={`${id}-title`}>{title}</span>} disabled={disabled} aria-describedby={`${id}-hint`}>
        <Choices>
          {choices.map((choice) => (
            <Choice key={choice.value}>
              <input type="radio" name={id} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
              {choice.swatch !== undefined && <Swatch $fill={choice.swatch ?? NO_SWATCH} aria-hidden="true" />}
              {choice.label}
              {choice.detail && <Detail>{choice.detail}</Detail>}
            </Choice>
          ))}
        </Choices>
      </FieldGroup>
      {hint}
      {children}
    </Section>
  );
}
