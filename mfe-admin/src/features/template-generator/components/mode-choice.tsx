import { useId } from 'react';
import styled from 'styled-components';
import { FieldGroup, focusRing, theme } from 'shared-ui';
import { TEMPLATE_GENERATOR_MODES } from 'api-client';
import type { GeneratorMode } from '../generator-rules';

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.accent};
    ${focusRing}
  }
`;

const LABELS: Record<GeneratorMode, string> = { auto: 'Auto', custom: 'Custom' };

/** Auto (the prompt is a theme, many images) or custom (one image from the exact prompt). */
export function ModeChoice({ value, onChange }: { value: GeneratorMode; onChange: (mode: GeneratorMode) => void }) {
  const name = useId();
  return (
    <FieldGroup legend="Mode">
      <Options>
        {TEMPLATE_GENERATOR_MODES.map((mode) => (
          <Option key={mode}>
            <input type="radio" name={name} value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            {LABELS[mode]}
          </Option>
        ))}
      </Options>
    </FieldGroup>
  );
}
