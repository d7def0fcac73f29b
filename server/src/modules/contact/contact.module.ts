import { sendMessageCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { registerCall } from '../../http/contract-route.js';

/** contact-service/send-message (the pricing page's "Not sure about something?" form). */
export function contactModule(app: FastifyInstance, container: Container): void {
  registerCall(app, sendMessageCall, (input, { account }) => container.contact.contactService.send(account!, input));
}
