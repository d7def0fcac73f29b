import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, describedBy, FieldError, FieldHint, FieldLabel, FieldWrapper } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

export function TextField({ label, error, hint, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        {...rest}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}

/** The e-mail address field every sign-in form asks for: one label, type and autofill hint everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
