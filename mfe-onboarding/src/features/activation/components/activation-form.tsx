import { useState, type FormEvent } from 'react';
import { Button, Checkbox, SelectField, Stack, TextField } from 'shared-ui';
import { activationErrors, type ActivationErrors, type ActivationInput } from '../activation-rules';
import { useRefereeOptions } from '../hooks/use-referees';
import { TermsLabel } from './terms-label';

/** What the pages send on: names, the clear-text password (they pre-hash it) and where the user heard of us. */
export type ActivationValues = Omit<ActivationInput, 'confirmPassword'>;

interface ActivationFormProps {
  onSubmit: (values: ActivationValues) => Promise<void>;
  /** Google sign-up shows the address Google gave; e-mail sign-up already proved it by the link. */
  email?: string;
  initialFirstName?: string;
  initialLastName?: string;
}

export function ActivationForm({ onSubmit, email, initialFirstName = '', initialLastName = '' }: ActivationFormProps) {
  const referees = useRefereeOptions();
  const [input, setInput] = useState<ActivationInput>({
    firstName: initialFirstName,
    lastName: initialLastName,
    password: '',
    confirmPassword: '',
    referredFrom: '',
  });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<ActivationErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ActivationInput) => (value: string) => setInput((prev) => ({ ...prev, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = activationErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0 || !termsAccepted) return;
    setBusy(true);
    try {
      const { confirmPassword: _confirm, ...values } = input;
      await onSubmit({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Activate your account">
      <Stack gap={16}>
        {email && <p>Signing up as {email}</p>}
        <TextField label="First name" autoComplete="given-name" value={input.firstName} error={errors.firstName} onChange={(e) => set('firstName')(e.target.value)} />
        <TextField label="Last name" autoComplete="family-name" value={input.lastName} error={errors.lastName} onChange={(e) => set('lastName')(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="new-password" value={input.password} error={errors.password} onChange={(e) => set('password')(e.target.value)} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={input.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
        <SelectField
          label="Where did you first hear about us?"
          placeholder="Please choose"
          options={referees}
          value={input.referredFrom}
          error={errors.referredFrom}
          onChange={(e) => set('referredFrom')(e.target.value)}
        />
        <Checkbox label={<TermsLabel />} checked={termsAccepted} onChange={setTermsAccepted} />
        <Button type="submit" fullWidth disabled={!termsAccepted} loading={busy}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
