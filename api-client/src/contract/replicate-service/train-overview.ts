import { z } from 'zod';
import { callApi, type CallOptions } from '../../http/client';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const trainOverviewCall = defineCall({
  path: 'replicate-service/train-overview',
  method: 'POST',
  access: 'user',
  summary: 'What the train page shows: credits for a model, training in progress, recent completion, rules',
  request: emptyRequest,
  reply: z.object({
    hasModelCredits: z.boolean(),
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
  }),
});
export type TrainOverview = ReplyOf<typeof trainOverviewCall>;
export const getTrainOverview = (options?: CallOptions) => callApi(trainOverviewCall, {}, options);
