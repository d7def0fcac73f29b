import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldError, FieldLabel, FieldWrapper } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  placeholder?: string;
  error?: string;
}

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
  cursor: pointer;
`;

export function SelectField({ label, options, placeholder, error, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select
        id={selectId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
