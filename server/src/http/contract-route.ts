import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, pathParams, type CallDefinition, type ReplyOf } from 'api-client';
import type { z } from 'zod';
import { AppError } from '../kernel/app-error.js';
import type { UploadedFile } from '../kernel/uploaded-file.js';
import { assertStorableInput } from './input-guard.js';
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

// A file field of a multipart call reaches the handler as an UploadedFile (the contract types it `any`).

/** Largest file one multipart call accepts unless its registration says otherwise. */
export const DEFAULT_MAX_FILE_BYTES = 30 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'The file is too large.';

/** Makes multipart bodies readable (once per app; calls with `body: 'multipart'` need it). */
export async function enableMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
}

/** How much of an upload is copied per turn of the event loop (~5 ms), so other requests go on. */
const COPY_SLICE_BYTES = 8 * 1024 * 1024;

/**
 * The file's bytes in one Buffer of its own. `part.toBuffer()` joins the chunks in one copy that holds
 * the event loop ~150 ms for a 160 MB upload; this copies them a slice per turn. The Buffer owns its
 * memory (allocUnsafeSlow), so a service can move it to a worker thread without another copy.
 */
async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  if (part.file.truncated) throw new AppError('file-too-large', 413, FILE_TOO_LARGE_MESSAGE, 'file');
  const data = Buffer.allocUnsafeSlow(size);
  let copied = 0;
  let sinceBreak = 0;
  for (const chunk of chunks) {
    copied += chunk.copy(data, copied);
    sinceBreak += chunk.length;
    if (sinceBreak >= COPY_SLICE_BYTES) {
      sinceBreak = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return data;
}

/** A multipart call with a second file part (a call takes one file unless its registration says `files`). */
export const ONE_FILE_MESSAGE = 'Send one file.';

/** Several file parts: at most `max` of them, and `message` refuses one more. */
export interface MultipartFiles {
  max: number;
  message: string;
}

/**
 * Text fields as strings and the file as an UploadedFile, ready for the contract's schema. A call that
 * takes several files (`files`) gets each file field as an array of UploadedFiles, in the order sent
 * (repeated parts under one name, as the api-client sends them).
 */
async function readMultipart(request: FastifyRequest, maxFileBytes: number, files: MultipartFiles): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw AppError.badRequest('Expected a multipart/form-data body.');
  const fields: Record<string, unknown> = {};
  const several = files.max > 1;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: files.max, fields: 20, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const file = { filename: part.filename, mimetype: part.mimetype, data: await readFile(part) } satisfies UploadedFile;
        if (!several) fields[part.fieldname] = file;
        else {
          const list = fields[part.fieldname];
          fields[part.fieldname] = Array.isArray(list) ? [...list, file] : [file];
        }
      } else {
        // Text fields are checked as they arrive, so a bad one stops the upload before the rest is read.
        assertStorableInput({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-too-large', 413, FILE_TOO_LARGE_MESSAGE, 'file');
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest(files.message, 'file');
    if (code?.startsWith('FST_')) throw AppError.badRequest((error as Error).message);
    throw error;
  }
  return fields;
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
  app.route({
    method: call.method,
    url: routeUrl(call),
    config: options.session ? { sessionLookup: options.session, contractCall: true } : { contractCall: true },
    handler: async (request, reply) => {
      const account = request.account;
      if (call.access !== 'public' && !account) throw AppError.unauthorized();
      if (call.access === 'admin' && !account?.isAdmin) throw AppError.forbidden();
      const fields = call.body === 'multipart'
        ? await readMultipart(request, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, options.files ?? { max: 1, message: options.oneFileMessage ?? ONE_FILE_MESSAGE })
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
