import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error.js';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** 4xx answers carry their message; 5xx a generic one. Every body names the request id for support. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const requestId = String(request.id);
    // Refused before its body was read (a file over the limit, a second file part): the rest of the body
    // would stand between this answer and the client's next request on the connection, so it closes.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({
        ...error.details, status: 'error', message: error.message, requestId, ...(error.field ? { field: error.field } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit.
      return reply.status(status).send({ status: 'error', message: error.message, requestId });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 'error', message: GENERIC_MESSAGE, requestId });
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 'error', message: 'Not found.', requestId: String(request.id) });
}
