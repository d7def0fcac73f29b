import { z } from 'zod';
import { callApi, type CallOptions } from '../../http/client';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

const indicator = z.object({ status: z.boolean(), message: z.string() });

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
  }),
});
export type SystemStatus = ReplyOf<typeof systemStatusCall>;
export const getSystemStatus = (options?: CallOptions) => callApi(systemStatusCall, {}, options);
