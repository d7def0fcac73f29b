import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const refereeSchema = z.object({ Reference: z.string(), DisplayName: z.string() });
export type Referee = z.infer<typeof refereeSchema>;

export const refereesCall = defineCall({
  path: 'auth-service/referees',
  method: 'GET',
  access: 'public',
  summary: 'Options for "where did you first hear about us"',
  request: emptyRequest,
  reply: z.object({ status: z.literal('success'), referees: z.array(refereeSchema) }),
});
export type RefereesReply = ReplyOf<typeof refereesCall>;
export const getReferees = (options?: CallOptions) => callApi(refereesCall, {}, options);
