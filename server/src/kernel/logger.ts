import type { FastifyBaseLogger } from 'fastify';

/** The server's logger (pino, as Fastify hands it to the composition): structured details first, then the message. */
export type Logger = FastifyBaseLogger;
