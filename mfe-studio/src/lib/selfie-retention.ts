import { runtimeSettings } from 'api-client';

/** The server's default SELFIE_RETENTION_DAYS, for a page drawn before the runtime settings arrive (tests, Storybook). */
const DEFAULT_RETENTION_DAYS = 30;

/** Days after training before the training photos are deleted, as the server is configured (docs/privacy.md). */
export function selfieRetentionDays(): number {
  try {
    return runtimeSettings().privacy?.selfieRetentionDays ?? DEFAULT_RETENTION_DAYS;
  } catch {
    return DEFAULT_RETENTION_DAYS;
  }
}

export const retentionNote = (days: number) =>
  `Your photos are used only to train this model, and are deleted ${days} days after the training ends. The model keeps working after that.`;
