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

/** One window's business figures (server/src/infra/metrics/operations-figures.ts): /metrics reports the same numbers. */
export const operationsWindowSchema = z.object({
  /** Credits granted (purchases, plans, grants, offers), spent (gens, trainings, packs) and refunded, in credits. */
  credits: z.object({ granted: z.number(), spent: z.number(), refunded: z.number() }),
  /** Payments started in the window, by provider and their status now. */
  payments: z.array(z.object({ provider: z.string(), status: z.string(), count: z.number().int(), amountCents: z.number() })),
  /** Generations (gen, edits, filters, templates) started in the window, by engine: calls and images, and how many failed. */
  engines: z.array(z.object({
    engine: z.string(), calls: z.number().int(), failedCalls: z.number().int(), images: z.number().int(), failedImages: z.number().int(),
  })),
  /** Photos scored for likeness in the window, by engine, and the misses among them. */
  likeness: z.array(z.object({ engine: z.string(), scored: z.number().int(), misses: z.number().int() })),
  /** Free previews started in the window, by their status now, and the photos they made. */
  previews: z.array(z.object({ status: z.string(), count: z.number().int(), images: z.number().int() })),
  /** Trainings (models) started in the window, by their status now. */
  trainings: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Background jobs that failed for good, or needed more than one attempt, finishing in the window. */
  jobs: z.array(z.object({ name: z.string(), failed: z.number().int(), retried: z.number().int() })),
});
export type OperationsWindow = z.infer<typeof operationsWindowSchema>;

/** The operator's figures: the last hour, the last day, and the job queue as it is now. */
export const operationsFiguresSchema = z.object({
  lastHour: operationsWindowSchema,
  lastDay: operationsWindowSchema,
  /** Jobs waiting (queued; retrying: queued again after a failed attempt) and running now, by name. */
  queue: z.array(z.object({ name: z.string(), queued: z.number().int(), running: z.number().int(), retrying: z.number().int() })),
});
export type OperationsFigures = z.infer<typeof operationsFiguresSchema>;

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
    /** The same figures /metrics reports, for the last hour and the last day (absent from a server without them). */
    operations: operationsFiguresSchema.optional(),
  }),
});
export type SystemStatus = ReplyOf<typeof systemStatusCall>;
export const getSystemStatus = (options?: CallOptions) => callApi(systemStatusCall, {}, options);
