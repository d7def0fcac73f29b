import { sendMessageCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { ContactComponents } from './contact.wiring.js';
import { registerCall } from '../../http/contract-route.js';

/** contact-service/send-message (the pricing page's "Not sure about something?" form). */
export function contactRoutes(app: FastifyInstance, { contactService }: ContactComponents): void {
  registerCall(app, sendMessageCall, (input, { account }) => contactService.send(account!, input));
}
