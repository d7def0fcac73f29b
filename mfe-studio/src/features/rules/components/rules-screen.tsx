import styled from 'styled-components';
import { acceptRules, errorMessage } from 'api-client';
import { Button, Card, PageTitle, Stack, theme, useAlert, useApiMutation } from 'shared-ui';
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

/** The rules screen: train and gen show it instead of the page until the user accepts the rules. */
export function RulesScreen({ onAccepted }: RulesScreenProps) {
  const alert = useAlert();
  const acceptance = useApiMutation(acceptRules);

  async function accept() {
    try {
      const reply = await acceptance.mutateAsync();
      // The contract only allows success; any other status a server might send is shown as it comes.
      if (reply.status === 'success') onAccepted();
      else await alert(String(reply.status));
    } catch (error) {
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
          <Button onClick={() => void accept()} loading={acceptance.isPending}>
            {ACCEPT_RULES_LABEL}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
