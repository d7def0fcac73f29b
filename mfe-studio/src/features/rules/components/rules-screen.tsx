import { useState } from 'react';
import styled from 'styled-components';
import { acceptRules, errorMessage } from 'api-client';
import { Button, Card, PageTitle, Stack, theme, useAlert } from 'shared-ui';
import { ACCEPT_RULES_LABEL, RULES, RULES_TITLE } from '../rules-text';

interface RulesScreenProps {
  /** Runs once the server confirmed the acceptance (status success). */
  onAccepted: () => void;
}

const RuleList = styled.ol`
  margin: 0;
  padding-left: 24px;
  display: grid;
  gap: 10px;
  font-size: 16px;
  line-height: 1.5;
  color: ${theme.colors.text};
`;

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The rules screen of part 1 §2 and §4: train shows it now, gen later. */
export function RulesScreen({ onAccepted }: RulesScreenProps) {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    try {
      const reply = await acceptRules();
      setBusy(false);
      // The contract only allows success, but part 1 §8 asks to show any other status as it comes.
      if (reply.status === 'success') onAccepted();
      else await alert(String(reply.status));
    } catch (error) {
      setBusy(false);
      await alert(errorMessage(error));
    }
  }

  return (
    <Card aria-labelledby="rules-title">
      <Stack gap={20}>
        <PageTitle id="rules-title">{RULES_TITLE}</PageTitle>
        <Intro>Please read and accept our rules to continue.</Intro>
        <RuleList>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </RuleList>
        <div>
          <Button onClick={accept} loading={busy}>
            {ACCEPT_RULES_LABEL}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
