import styled from 'styled-components';
import type { TemplateCategory } from 'api-client';
import { focusRing, theme } from 'shared-ui';
import { ScrollStrip } from '../../../components/scroll-strip';

interface CategoryChipsProps {
  categories: readonly TemplateCategory[];
  selectedId: number | null;
  onSelect: (categoryID: number) => void;
}

const Chip = styled.button`
  flex: none;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accent};
  }
`;

/** The template categories as toggle chips; the selected one is pressed. */
export function CategoryChips({ categories, selectedId, onSelect }: CategoryChipsProps) {
  return (
    <ScrollStrip role="group" aria-label="Template categories">
      {categories.map((category) => (
        <Chip
          key={category.categoryID}
          type="button"
          aria-pressed={category.categoryID === selectedId}
          onClick={() => onSelect(category.categoryID)}
        >
          {category.name}
        </Chip>
      ))}
    </ScrollStrip>
  );
}
