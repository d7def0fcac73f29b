import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, SelectField, Stack, TextField } from 'shared-ui';
import { activationErrors, type ActivationErrors, type ActivationInput } from '../activation-rules';
import { useRefereeOptions } from '../hooks/use-referees';
import { PasswordRulesList } from './password-rules-list';
import { TermsLabel } from './terms-label';

export const REFEREES_FAILED_MESSAGE = 'The choices could not be loaded.';

/** What the pages send on: names, the clear-text password (they pre-hash it) and where the user heard of us. */
export type ActivationValues = Omit<ActivationInput, 'confirmPassword'>;

interface ActivationFormProps {
  /** Valid values with the terms accepted; the page sends them. */
  onSubmit: (values: ActivationValues) => void;
  /** The page is sending them: Continue spins. */
  busy: boolean;
  /** Google sign-up shows the address Google gave; e-mail sign-up already proved it by the link. */
  email?: string;
  initialFirstName?: string;
  initialLastName?: string;
}

export function ActivationForm({ onSubmit, busy, email, initialFirstName = '', initialLastName = '' }: ActivationFormProps) {
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
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const passwordId = useId();
  const rulesId = `${passwordId}-rules`;
  const set = (field: keyof ActivationInput) => (value: string) => setInput((prev) => ({ ...prev, [field]: value }));

  // After a refused Continue, keyboard and screen-reader users land on the first field to fix.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = activationErrors(input);
    setErrors(found);
    const refused = Object.keys(found).length > 0;
    if (refused) setRefusals((n) => n + 1);
    if (refused || !termsAccepted) return;
    const { confirmPassword: _confirm, ...values } = input;
    onSubmit({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-label="Activate your account">
      <Stack gap={16}>
        {email && <p>Signing up as {email}</p>}
        <TextField label="First name" autoComplete="given-name" value={input.firstName} error={errors.firstName} onChange={(e) => set('firstName')(e.target.value)} />
        <TextField label="Last name" autoComplete="family-name" value={input.lastName} error={errors.lastName} onChange={(e) => set('lastName')(e.target.value)} />
        {/* The rule is shown from the start, so its text stands in for the field's error message. */}
        <Stack gap={8}>
          <TextField
            id={passwordId}
            label="Password"
            type="password"
            autoComplete="new-password"
            value={input.password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={rulesId}
            onChange={(e) => set('password')(e.target.value)}
          />
          <PasswordRulesList id={rulesId} password={input.password} invalid={Boolean(errors.password)} />
        </Stack>
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={input.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
        <Stack gap={4} align="flex-start">
          <SelectField
            label="Where did you first hear about us?"
            placeholder={referees.loading ? 'Loading…' : 'Please choose'}
            options={referees.options}
            value={input.referredFrom}
            error={errors.referredFrom ?? (referees.failed ? REFEREES_FAILED_MESSAGE : undefined)}
            aria-busy={referees.loading || undefined}
            onChange={(e) => set('referredFrom')(e.target.value)}
          />
          {referees.failed && (
            <Button type="button" variant="text" onClick={referees.retry}>
              Load the choices again
            </Button>
          )}
        </Stack>
        <Checkbox label={<TermsLabel />} checked={termsAccepted} onChange={setTermsAccepted} />
        <Button type="submit" fullWidth disabled={!termsAccepted} loading={busy}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
