import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';

export const CONTACT_MESSAGE_REQUIRED = 'Contact message required';
export const CONTACT_SUCCESS_MESSAGE =
  'Your message has been received. We aim to respond via email within 24 hours.';
export const CONTACT_FAILED_MESSAGE = 'Failed to send message.';

export const sendMessageCall = defineCall({
  path: 'contact-service/send-message',
  method: 'POST',
  access: 'user',
  summary: 'Send a question to support from the pricing page',
  request: z.object({
    message: z.string().trim().min(1, CONTACT_MESSAGE_REQUIRED).max(5000),
    type: z.enum(['pricing']),
  }),
  reply: z.object({ status: z.literal('success'), message: z.string() }),
});
export type SendMessageRequest = RequestOf<typeof sendMessageCall>;
export const sendContactMessage = (request: SendMessageRequest) => callApi(sendMessageCall, request);
