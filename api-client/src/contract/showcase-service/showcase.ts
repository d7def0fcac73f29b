import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { publicShowcaseSchema } from '../entities/showcase';
import { showcaseRoute } from '../start-up-routes';

/**
 * The active showcase by slot, for every visitor (cacheable for a minute). The served pages carry the same
 * value in their start-up, so the marketing pages call this only on a static host (api-client/runtime's
 * fetchShowcase, without zod).
 */
export const showcaseCall = defineCall({
  ...showcaseRoute,
  access: 'public',
  summary: 'The showcase photos (real customers, with consent) by the slot they appear in',
  request: emptyRequest,
  reply: publicShowcaseSchema,
});
export type ShowcaseReply = ReplyOf<typeof showcaseCall>;
