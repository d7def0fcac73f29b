import { ConfigError, loadConfig } from '../../src/config/config.js';

/** What start-up would refuse in `env`, one line a problem (none: it starts). */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}
