import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const trainingProgressSchema = z.object({
  /** 0-100. */
  percent: z.number().min(0).max(100),
  source: z.enum(['engine', 'estimate']),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

export const trainOverviewCall = defineCall({
  path: 'replicate-service/train-overview',
  method: 'POST',
  access: 'user',
  summary: 'What the train page shows: credits for a model, training in progress, recent completion, rules',
  request: emptyRequest,
  reply: z.object({
    /** Credits enough for a training, or a training a purchase included. */
    hasModelCredits: z.boolean(),
    /** Trainings a purchase included (a starter pack) that no training has used yet: not credits, only a training uses them. */
    trainingsIncluded: z.number().int().min(0),
    modelIsTraining: z.boolean(),
    readyModelsExist: z.boolean(),
    /** ISO 8601 start of the running training; the page shows it in local time. */
    trainingStartTime: z.string().nullable(),
    trainingModelName: z.string().nullable(),
    recentlyCompletedModelName: z.string().nullable(),
    recentlyCompletedModelId: z.string().nullable(),
    recentlyCompletedDidFail: z.boolean(),
    initialImagesNeedMaking: z.boolean(),
    showRules: z.boolean(),
    /** The user's oldest paid pack purchase not generated yet (null when none): Continue leads to its generate-pack page. */
    photoPackPendingID: z.number().int().nullable(),
    /**
     * How far the running training is (null when none runs): the engine's own step counter when it reports
     * one (`engine`), else the time since the start against the usual 25 minutes (`estimate`).
     */
    trainingProgress: trainingProgressSchema.nullable(),
  }),
});
export type TrainOverview = ReplyOf<typeof trainOverviewCall>;
export const getTrainOverview = (options?: CallOptions) => callApi(trainOverviewCall, {}, options);
