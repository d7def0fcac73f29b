import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, pathParams, type CallDefinition, type ReplyOf } from 'api-client';
import type { z } from 'zod';
import { AppError } from '../kernel/app-error.js';
import { assertStorableInput } from './input-guard.js';
import { DEFAULT_MAX_FILE_BYTES, ONE_FILE_MESSAGE, fileFieldsOf, readMultipart, type MultipartFiles, type MultipartShape } from './multipart-body.js';
import type { SessionLookup } from './session-lookup.js';
import type { SessionAccount } from '../kernel/session-account.js';

export interface CallContext<F = undefined> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account; present whenever the call's access is 'user' or 'admin'. */
  account: SessionAccount | null;
  /** What the call's `session` lookup read with the account; present whenever the account is. */
  facts: F;
}

/** Makes multipart bodies readable (once per app; calls with `body: 'multipart'` need it). */
export async function enableMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
}

export type CallHandler<C extends CallDefinition, F = undefined> = (
  input: z.output<C['request']>,
  context: CallContext<F>,
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
 * reply schema so nothing outside the contract leaks. `session` replaces the session lookup of every
 * request by one that also reads what the call needs (in the same query), handed over as `facts`.
 */
export function registerCall<C extends CallDefinition, F = undefined>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, NoInfer<F>>,
  /**
   * `maxFileBytes`: the largest file part (each one). `oneFileMessage`: the refusal of a second file part,
   * in the words of the call's form. `files`: the call takes up to `files.max` file parts instead of one,
   * each file field an array (`files.message` refuses one more).
   */
  options: { maxFileBytes?: number; oneFileMessage?: string; files?: MultipartFiles; session?: SessionLookup<F> } = {},
): void {
  const paramNames = pathParams(call); // the path's names, worked out once rather than per request
  const multipart: MultipartShape = {
    fileFields: fileFieldsOf(call),
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    files: options.files ?? { max: 1, message: options.oneFileMessage ?? ONE_FILE_MESSAGE },
  };
  app.route({
    method: call.method,
    url: routeUrl(call),
    config: options.session ? { sessionLookup: options.session, contractCall: true } : { contractCall: true },
    handler: async (request, reply) => {
      const account = request.account;
      if (call.access !== 'public' && !account) throw AppError.unauthorized();
      if (call.access === 'admin' && !account?.isAdmin) throw AppError.forbidden();
      const fields = call.body === 'multipart'
        ? await readMultipart(request, multipart)
        : call.method === 'GET' ? request.query : request.body;
      const given = fields && typeof fields === 'object' ? fields : {};
      // The schema parses into a new object, so a call without path parameters reads the fields as they are.
      const raw = paramNames.length === 0 && !Array.isArray(given) ? given : { ...given, ...pickParams(paramNames, (request.params ?? {}) as Record<string, unknown>) };
      assertStorableInput(raw);
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      const facts = request.sessionFacts as F;
      const result = await handler(parsed.data as z.output<C['request']>, { request, reply, account, facts });
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

function pickParams(names: readonly string[], params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}
