import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Persona } from 'api-client';
import { Button, EmailField, PageTitle, Stack } from 'shared-ui';
import { PreviewPromise } from '../../../components/preview-promise';
import { useEmailSignUp } from '../hooks/use-email-sign-up';
import { Testimonials } from './testimonials';

// The slide's Stack spaces its parts; focus lands here when the funnel moves to this slide.
const Title = styled(PageTitle)`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

/** The funnel's e-mail entry slide, where sign-up starts. */
export function EmailEntrySlide({ persona, alternative }: { persona: Persona | null; alternative?: ReactNode }) {
  const [email, setEmail] = useState('');
  const { submit, error, busy } = useEmailSignUp(persona);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(email);
  }

  return (
    <Stack gap={24}>
      <Title tabIndex={-1}>Ready to get started</Title>
      <PreviewPromise />
      <Testimonials />
      <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
        <Stack gap={16}>
          <EmailField
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" fullWidth loading={busy}>
            Sign Up
          </Button>
        </Stack>
      </form>
      {alternative}
    </Stack>
  );
}
