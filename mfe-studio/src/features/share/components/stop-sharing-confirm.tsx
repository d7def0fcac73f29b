import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { KEEP_SHARING_LABEL, STOP_SHARING_CONSEQUENCE, STOP_SHARING_QUESTION } from '../share-link';

const Box = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Question = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Consequence = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface StopSharingConfirmProps {
  triggerLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * Stop sharing, asked inside the share dialog (a second dialog over it would trap focus twice): the
 * question says what happens, focus starts on Keep sharing, and nothing happens without the second click.
 */
export function StopSharingConfirm({ triggerLabel, busy, onConfirm }: StopSharingConfirmProps) {
  const [asking, setAsking] = useState(false);
  // Back from the question by Keep sharing: focus returns to the button that asked it.
  const [answered, setAnswered] = useState(false);
  const questionId = useId();
  const consequenceId = useId();
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} autoFocus={answered}>
        {triggerLabel}
      </Button>
    );
  }
  return (
    <Box role="group" aria-labelledby={questionId} aria-describedby={consequenceId}>
      <Question id={questionId}>{STOP_SHARING_QUESTION}</Question>
      <Consequence id={consequenceId}>{STOP_SHARING_CONSEQUENCE}</Consequence>
      <Row>
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {triggerLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => {
            setAsking(false);
            setAnswered(true);
          }}
          autoFocus
        >
          {KEEP_SHARING_LABEL}
        </Button>
      </Row>
    </Box>
  );
}
