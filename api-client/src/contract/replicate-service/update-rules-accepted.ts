import { callApi } from '../../http/client';
import { defineCall, emptyRequest } from '../define-call';
import { okReply } from '../entities/image';

export const updateRulesAcceptedCall = defineCall({
  path: 'replicate-service/update-rules-accepted',
  method: 'POST',
  access: 'user',
  summary: 'Record that the user accepted the rules (success hides the rules screen)',
  request: emptyRequest,
  reply: okReply,
});
export const acceptRules = () => callApi(updateRulesAcceptedCall, {});
