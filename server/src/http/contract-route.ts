import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, pathParams, type CallDefinition, type ReplyOf } from 'api-client';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { SessionAccount } from '../modules/auth/session.types.js';

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account; present whenever the call's access is 'user' or 'admin'. */
  account: SessionAccount | null;
}

export type CallHandler<C extends CallDefinition> = (
  input: z.output<C['request']>,
  context: CallContext,
) => Promise<ReplyOf<C>>;

/** The Fastify URL of a contract path: `pack-generation/{id}` → `/ai-photographer/.../pack-generation/:id`. */
export function routeUrl(call: CallDefinition): string {
  return `${API_PREFIX}/${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid request';
  return AppError.badRequest(message, field);
}

/**
 * Registers one contract call: validates the request against the api-client schema (unknown fields
 * dropped, wrong ones a 400 naming the field), enforces its access level, and shapes the reply by the
 * reply schema so nothing outside the contract leaks.
 */
export function registerCall<C extends CallDefinition>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  app.route({
    method: call.method,
    url: routeUrl(call),
    handler: async (request, reply) => {
      const account = request.account;
      if (call.access !== 'public' && !account) throw AppError.unauthorized();
      if (call.access === 'admin' && !account?.isAdmin) throw AppError.forbidden();
      const params = (request.params ?? {}) as Record<string, unknown>;
      const fields = call.method === 'GET' ? request.query : request.body;
      const raw = { ...(fields && typeof fields === 'object' ? fields : {}), ...pickParams(call, params) };
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      const result = await handler(parsed.data as z.output<C['request']>, { request, reply, account });
      if (reply.sent) return reply;
      const shaped = call.reply.safeParse(result);
      if (!shaped.success) {
        request.log.error({ issues: shaped.error.issues, call: call.path }, 'reply does not match the contract');
        throw new Error(`reply of ${call.path} does not match the contract`);
      }
      if (call.replyAsText) return reply.type('text/plain; charset=utf-8').send(String(shaped.data));
      return shaped.data;
    },
  });
}

function pickParams(call: CallDefinition, params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(pathParams(call).map((name) => [name, params[name]]));
}
