import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

const indicator = z.object({ status: z.boolean(), message: z.string() });

/** Generated photos scored on one UTC day by one engine, and how many missed the likeness threshold (docs/likeness.md). */
export const likenessMissShareSchema = z.object({
  day: z.string(),
  engine: z.string(),
  scored: z.number().int(),
  misses: z.number().int(),
  /** misses / scored, 0 to 1. */
  missShare: z.number().min(0).max(1),
});
export type LikenessMissShare = z.infer<typeof likenessMissShareSchema>;
/** How many days back the likeness misses go. */
export const LIKENESS_MISS_DAYS = 14;

/** Free previews started on one UTC day (docs/previews.md): what they cost and what they brought. */
export const previewDaySchema = z.object({
  day: z.string(),
  /** Previews that ended with at least one photo. */
  made: z.number().int(),
  /** Previews that ended with none (PREVIEW_FAILED_MESSAGE). */
  failed: z.number().int(),
  /** Photos the engine made for them: what the provider bills (about $0.04 each on flux-kontext-pro). */
  images: z.number().int(),
  /** Accounts among that day's previews that paid for something afterwards. */
  paidAfter: z.number().int(),
});
export type PreviewDay = z.infer<typeof previewDaySchema>;
/** How many days back the preview figures go. */
export const PREVIEW_STATS_DAYS = 14;

export const systemStatusCall = defineCall({
  path: 'admin-service/system-status',
  method: 'GET',
  access: 'admin',
  summary: 'Health of generation, training and sign-ups, computed from real data (admins only)',
  request: emptyRequest,
  reply: z.object({
    lastGenerationTime: z.string().nullable(),
    lastTrainingTime: z.string().nullable(),
    lastRegistrationTime: z.string().nullable(),
    totalUsers: z.number().int(),
    totalGenerations: z.number().int(),
    statusIndicators: z.object({
      recentGeneration: indicator,
      recentTraining: indicator,
      recentRegistration: indicator,
      activeUsers: indicator,
      hasGenerations: indicator,
    }),
    /** The last LIKENESS_MISS_DAYS days, newest first: a jump is what an operator watches when a provider's model changes. */
    likenessMisses: z.array(likenessMissShareSchema),
    /** The last PREVIEW_STATS_DAYS days that had previews, newest first (absent from a server without previews). */
    previews: z.array(previewDaySchema).optional(),
  }),
});
export type SystemStatus = ReplyOf<typeof systemStatusCall>;
export const getSystemStatus = (options?: CallOptions) => callApi(systemStatusCall, {}, options);
