import { z } from 'zod';
import { genStatusRoute } from '../start-up-routes';
import { personaSchema } from '../common';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const genStatusCall = defineCall({
  ...genStatusRoute,
  access: 'user',
  summary: 'What the generation page needs on load: credits, purchase and model state, rules, admin and mock flags',
  request: emptyRequest,
  reply: z.object({
    status: z.literal('success'),
    credits: z.number().int(),
    /** Trainings a purchase included (a starter pack) not used yet: not credits; only a training uses them. */
    trainingsIncluded: z.number().int().min(0),
    hasCompletedModels: z.boolean(),
    userHasPurchased: z.boolean(),
    persona: personaSchema.nullable(),
    isMockMode: z.boolean(),
    showRules: z.boolean(),
    isAdmin: z.boolean(),
    currentlyTrainingModelName: z.string().nullable(),
    lastPrompt: z.string().nullable(),
  }),
});
export type GenStatus = ReplyOf<typeof genStatusCall>;
