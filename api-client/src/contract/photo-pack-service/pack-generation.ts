import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { packGenerationSchema } from '../entities/photo-pack';

export const PACK_GENERATION_NOT_FOUND_MESSAGE = 'Pack generation not found';
export const GENERATION_ID_REQUIRED_MESSAGE = 'Generation ID is required';
export const PACK_GENERATION_LOAD_FAILED_MESSAGE = 'Failed to load pack generation';

export const packGenerationCall = defineCall({
  path: 'photo-pack-service/pack-generation/{id}',
  method: 'GET',
  access: 'user',
  summary: 'One of the user\'s pack generations with its images (404 when not found)',
  request: z.object({ id: rowIdSchema }),
  reply: z.object({ packGeneration: packGenerationSchema }),
});
export type PackGenerationRequest = RequestOf<typeof packGenerationCall>;
export type PackGenerationReply = ReplyOf<typeof packGenerationCall>;
export const getPackGeneration = (request: PackGenerationRequest, options?: CallOptions) => callApi(packGenerationCall, request, options);
