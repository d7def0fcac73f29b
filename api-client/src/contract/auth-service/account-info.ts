import { z } from 'zod';
import { accountInfoRoute } from '../start-up-routes';
import { personaSchema } from '../common';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const accountInfoCall = defineCall({
  ...accountInfoRoute,
  access: 'user',
  summary: 'The signed-in user: names, e-mail, credit balance, persona, admin flag, subscription',
  request: emptyRequest,
  reply: z.object({
    status: z.literal('success'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    credits: z.number().int(),
    /** Trainings a purchase included (a starter pack) not used yet: only a training uses them; not part of credits. */
    trainingsIncluded: z.number().int().min(0),
    persona: personaSchema.nullable(),
    isAdmin: z.boolean(),
    subscriptionPackage: z.object({ Reference: z.string(), Title: z.string() }).nullable(),
    nextBillingDate: z.string().nullable(),
  }),
});
export type AccountInfo = ReplyOf<typeof accountInfoCall>;
