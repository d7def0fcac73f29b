import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_FAILED_MESSAGE, CONTACT_MESSAGE_REQUIRED, CONTACT_SUCCESS_MESSAGE, sendContactMessage } from 'api-client';
import { Banner, Button, Stack, focusRing, theme, useApiMutation } from 'shared-ui';

const MESSAGE_MAX = 5000;

const Label = styled.label`
  font-weight: 600;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  padding: 12px;
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  resize: vertical;
  ${focusRing}
`;

const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 14px;
`;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** "Not sure about something?" (pricing, signed-in users only): a question for support by e-mail. */
export function ContactForm() {
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useApiMutation(sendContactMessage, {
    onSuccess: () => {
      setOutcome({ tone: 'success', text: CONTACT_SUCCESS_MESSAGE });
      setMessage('');
    },
    onError: (error) => {
      console.error('Contact message not sent', error);
      setOutcome({ tone: 'error', text: CONTACT_FAILED_MESSAGE });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!message.trim()) {
      setFieldError(CONTACT_MESSAGE_REQUIRED);
      return;
    }
    setFieldError(undefined);
    sending.mutate({ message: message.trim(), type: 'pricing' });
  }

  return (
    <form aria-labelledby={`${fieldId}-title`} onSubmit={submit} noValidate>
      <Stack gap={12}>
        <h2 id={`${fieldId}-title`} style={{ fontSize: 22 }}>
          Not sure about something?
        </h2>
        <Label htmlFor={fieldId}>Your message</Label>
        <TextArea
          id={fieldId}
          value={message}
          maxLength={MESSAGE_MAX}
          $invalid={Boolean(fieldError)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          placeholder="Ask us anything about plans, credits or packs. We reply by e-mail."
          onChange={(event) => {
            setMessage(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
        />
        {fieldError && <FieldError id={`${fieldId}-error`}>{fieldError}</FieldError>}
        <div>
          <Button type="submit" loading={sending.isPending}>
            Send message
          </Button>
        </div>
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      </Stack>
    </form>
  );
}
