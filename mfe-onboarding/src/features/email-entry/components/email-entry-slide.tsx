import { useState, type FormEvent } from 'react';
import type { Persona } from 'api-client';
import { Button, PageTitle, Stack, TextField } from 'shared-ui';
import { useEmailSignUp } from '../hooks/use-email-sign-up';
import { Testimonials } from './testimonials';

/** The funnel's e-mail entry slide (part 1 §2 "Onboarding funnel"). */
export function EmailEntrySlide({ persona }: { persona: Persona | null }) {
  const [email, setEmail] = useState('');
  const { submit, error, busy } = useEmailSignUp(persona);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(email);
  }

  return (
    <Stack gap={24}>
      <PageTitle>Ready to get started</PageTitle>
      <Testimonials />
      <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
        <Stack gap={16}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" fullWidth loading={busy}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
