import { z } from 'zod';
import { runtimeConfigRoute } from '../start-up-routes';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { TRAINER_NAMES } from '../entities/trainers';

/** What the browser needs at run time, served by the server so no build bakes it in. */
export const runtimeConfigReply = z.object({
  basePath: z.string(),
  passwordSalt: z.string(),
  passwordSuffix: z.string(),
  googleClientId: z.string().nullable(),
  supportEmails: z.object({ payments: z.string(), models: z.string() }),
  /**
   * The privacy periods the pages state (docs/privacy.md): days after training before the training photos
   * are deleted, hours an export link lasts, days a deleted account's address is remembered as having had
   * its free preview. The server always sends them; optional for older servers.
   */
  privacy: z.object({ selfieRetentionDays: z.number(), exportLinkHours: z.number(), previewReuseDays: z.number().optional() }).optional(),
  /** The configured trainer (TRAINER) and its expected minutes: every training time the pages promise. */
  training: z.object({ trainer: z.enum(TRAINER_NAMES), expectedMinutes: z.number().int().positive() }).optional(),
});

export const runtimeConfigCall = defineCall({
  ...runtimeConfigRoute,
  access: 'public',
  summary: 'Runtime settings for the browser: base path, password pre-hash salt and suffix, Google client id, support addresses',
  request: emptyRequest,
  reply: runtimeConfigReply,
});
export type RuntimeConfig = ReplyOf<typeof runtimeConfigCall>;
