import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${theme.colors.accent};
  cursor: pointer;
  ${focusRing}
`;

const Label = styled.label`
  cursor: pointer;
  font-size: 15px;
`;

export function Checkbox({ label, checked, onChange, id, disabled }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <Row>
      <Box
        id={boxId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={boxId}>{label}</Label>
    </Row>
  );
}
