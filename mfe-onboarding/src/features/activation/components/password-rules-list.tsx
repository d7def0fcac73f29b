import styled from 'styled-components';
import { PASSWORD_RULE_MESSAGE } from 'api-client';
import { theme, VisuallyHidden } from 'shared-ui';
import { passwordRuleChecks } from '../../../lib/password-rules';

export const PASSWORD_RULES_MET_MESSAGE = 'The password meets every rule';

const Box = styled.div`
  font-size: 13px;
`;

const Intro = styled.p<{ $invalid: boolean }>`
  margin: 0 0 4px;
  color: ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.textMuted)};
`;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled.li<{ $tone: 'met' | 'unmet' | 'missing' }>`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${(p) => (p.$tone === 'met' ? theme.colors.success : p.$tone === 'missing' ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${(p) => (p.$tone === 'met' ? 600 : 400)};
`;

function Mark({ met }: { met: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {met ? (
        <path fill="currentColor" d="M6.2 11.6 2.8 8.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z" />
      ) : (
        <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}

interface PasswordRulesListProps {
  id: string;
  password: string;
  /** The form was sent with a password that breaks the rule: the unmet parts turn red. */
  invalid: boolean;
}

/**
 * The password rule, shown before the user types (the field is described by it), with each part marked met
 * or not as they type. Only the moment every part is met is announced, so typing stays quiet.
 */
export function PasswordRulesList({ id, password, invalid }: PasswordRulesListProps) {
  const checks = passwordRuleChecks(password);
  const allMet = checks.every((check) => check.met);
  return (
    <Box id={id}>
      <Intro $invalid={invalid}>{PASSWORD_RULE_MESSAGE}</Intro>
      <Rules>
        {checks.map((check) => (
          <Rule key={check.label} $tone={check.met ? 'met' : invalid ? 'missing' : 'unmet'}>
            <Mark met={check.met} />
            {check.label}
            <VisuallyHidden>{check.met ? ': met' : ': not met yet'}</VisuallyHidden>
          </Rule>
        ))}
      </Rules>
      <VisuallyHidden aria-live="polite">{allMet ? PASSWORD_RULES_MET_MESSAGE : ''}</VisuallyHidden>
    </Box>
  );
}
