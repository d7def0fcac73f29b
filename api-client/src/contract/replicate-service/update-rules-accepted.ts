import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';
import { okReply } from '../entities/image';

/** Training and gen answer this (403) until the user has accepted the rules. */
export const RULES_NOT_ACCEPTED_MESSAGE = 'Please read and accept the rules before training a model or generating images.';

export const updateRulesAcceptedCall = defineCall({
  path: 'replicate-service/update-rules-accepted',
  method: 'POST',
  access: 'user',
  summary: 'Record that the user accepted the rules (success hides the rules screen)',
  request: emptyRequest,
  reply: okReply,
});
export const acceptRules = () => callApi(updateRulesAcceptedCall, {});
