import styled from 'styled-components';
import { CHARACTERISTIC_GROUPS, type Characteristic } from 'api-client';
import { FieldGroup, focusRing, theme } from 'shared-ui';

const Help = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Group = styled.div`
  margin-bottom: 12px;
`;

// Not a heading: it names its chip group (aria-labelledby), and an h3 under the page's h1 skipped a level.
const GroupLabel = styled.p`
  margin: 0 0 6px;
  font-size: 13px;
  font-weight: 600;
  color: ${theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 6px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 14px;
  cursor: pointer;
  ${focusRing}
  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
    font-weight: 600;
  }
`;

/** "with-beard" reads as "With beard". */
export function characteristicLabel(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface CharacteristicsPickerProps {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The characteristics as toggle chips, grouped and ordered as CHARACTERISTIC_GROUPS lists them. */
export function CharacteristicsPicker({ selected, onChange }: CharacteristicsPickerProps) {
  const chosen = new Set(selected);
  function toggle(value: Characteristic) {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(CHARACTERISTIC_GROUPS.flatMap((g) => g.values).filter((v) => next.has(v)));
  }
  return (
    <FieldGroup legend="Characteristics">
      <Help>Optional: pick what describes the person, so generated photos stay true to them.</Help>
      {CHARACTERISTIC_GROUPS.map((group) => (
        <Group key={group.group} role="group" aria-labelledby={`characteristics-${group.group}`}>
          <GroupLabel id={`characteristics-${group.group}`}>{group.label}</GroupLabel>
          <Chips>
            {group.values.map((value) => (
              <Chip key={value} type="button" aria-pressed={chosen.has(value)} onClick={() => toggle(value)}>
                {characteristicLabel(value)}
              </Chip>
            ))}
          </Chips>
        </Group>
      ))}
    </FieldGroup>
  );
}
