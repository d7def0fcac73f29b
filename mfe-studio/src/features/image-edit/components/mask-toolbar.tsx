import styled from 'styled-components';
import { Button, FieldGroup, focusRing, theme } from 'shared-ui';
import { BRUSH_SIZES, type MaskTool } from '../mask-model';

interface MaskToolbarProps {
  tool: MaskTool;
  onToolChange: (tool: MaskTool) => void;
  marks: number;
  onUndo: () => void;
  onClear: () => void;
  onExport: () => void;
  disabled: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

// A native radio (arrow keys move between tools) dressed as a segmented button.
const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-weight: 600;
  font-size: 14px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  inset: 0;
  margin: 0;
  cursor: pointer;
  ${focusRing}
`;

const Dot = styled.span<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: currentColor;
`;

const Square = styled.span`
  width: 14px;
  height: 10px;
  border: 2px solid currentColor;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

// Dots hint at the three widths without taking the bar's height.
const DOT_PX = { small: 6, medium: 10, large: 16 } as const;

/** Brush sizes and the rectangle (one radio group), then Undo, Clear and Export PNG. */
export function MaskToolbar({ tool, onToolChange, marks, onUndo, onClear, onExport, disabled }: MaskToolbarProps) {
  return (
    <Bar>
      <FieldGroup legend="Tool" inline disabled={disabled}>
        {BRUSH_SIZES.map((brush) => (
          <Choice key={brush.id} title={`${brush.label} brush, ${brush.size} px`}>
            <Radio type="radio" name="mask-tool" value={brush.id} checked={tool === brush.id} onChange={() => onToolChange(brush.id)} />
            <Dot $size={DOT_PX[brush.id]} aria-hidden="true" />
            {brush.label}
          </Choice>
        ))}
        <Choice title="Drag to paint a rectangle">
          <Radio type="radio" name="mask-tool" value="rectangle" checked={tool === 'rectangle'} onChange={() => onToolChange('rectangle')} />
          <Square aria-hidden="true" />
          Rectangle
        </Choice>
      </FieldGroup>
      <Actions>
        <Button variant="secondary" onClick={onUndo} disabled={disabled || marks === 0}>
          Undo
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={disabled || marks === 0}>
          Clear
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={disabled}>
          Export PNG
        </Button>
      </Actions>
    </Bar>
  );
}
