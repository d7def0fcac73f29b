import { PASSWORD_RULE_MESSAGE, passwordMeetsRules } from 'api-client';
import { newPasswordErrors, passwordRuleChecks } from './password-rules';

const metLabels = (password: string) => passwordRuleChecks(password).filter((c) => c.met).map((c) => c.label);

describe('passwordRuleChecks', () => {
  it('names each part of the rule, met or not', () => {
    expect(metLabels('')).toEqual([]);
    expect(metLabels('abc')).toEqual(['At least one letter']);
    expect(metLabels('12345678')).toEqual(['At least 8 characters', 'At least one number']);
    expect(metLabels('secret12')).toEqual(['At least 8 characters', 'At least one letter', 'At least one number']);
  });

  it('meets every part exactly when the password meets the rule the form enforces', () => {
    for (const password of ['', 'a1', 'abcdefgh', '12345678', 'abcdefg1', 'ÄÖÜßäöü1', '        1a', 'Secret 12']) {
      const allMet = passwordRuleChecks(password).every((c) => c.met);
      expect([password, allMet]).toEqual([password, passwordMeetsRules(password)]);
      expect([password, newPasswordErrors(password, password).password]).toEqual([password, allMet ? undefined : PASSWORD_RULE_MESSAGE]);
    }
  });
});
