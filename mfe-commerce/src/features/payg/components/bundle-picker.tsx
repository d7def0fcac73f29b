import styled from 'styled-components';
import type { Package } from 'api-client';
import { focusOutline, formatCredits, media, theme } from 'shared-ui';
import { formatShortCredits } from '../../../lib/short-credits';

export interface BundlePickerProps {
  bundles: readonly Package[];
  selected: number | null;
  onSelect: (credits: number) => void;
}

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 12px;
  border: 0;
  margin: 0;
  padding: 0;
  ${media.mobile`grid-template-columns: repeat(2, 1fr);`}
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 20px 12px;
  border: 2px solid ${(p) => (p.$checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${(p) => (p.$checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  text-align: center;

  &:has(input:focus-visible) {
    ${focusOutline}
  }

  /* The real radio covers the whole option, invisible: clicks, keys and screen readers all reach it. */
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

const Amount = styled.span`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 13px;
`;

const Price = styled.span`
  font-size: 18px;
  font-weight: 700;
`;

/** The credit bundles as one radio group; amounts show as Nk. */
export function BundlePicker({ bundles, selected, onSelect }: BundlePickerProps) {
  return (
    <Options role="radiogroup" aria-label="Credit bundle">
      {bundles.map((bundle) => {
        const checked = bundle.Credits === selected;
        return (
          <Option key={bundle.Reference} $checked={checked}>
            <input
              type="radio"
              name="credit-bundle"
              value={bundle.Credits}
              checked={checked}
              aria-label={`${formatCredits(bundle.Credits)} credits for ${bundle.Price}`}
              onChange={() => onSelect(bundle.Credits)}
            />
            <Amount aria-hidden="true">{formatShortCredits(bundle.Credits)}</Amount>
            <Detail aria-hidden="true">credits</Detail>
            <Price aria-hidden="true">{bundle.Price}</Price>
          </Option>
        );
      })}
    </Options>
  );
}
