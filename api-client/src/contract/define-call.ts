import { z } from 'zod';

// In the browser zod must not probe `new Function` for its fast path: under the site's strict
// Content-Security-Policy (no 'unsafe-eval') the probe, though caught, is reported as a violation.
// The server keeps the compiled fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });

export const API_PREFIX = '/ai-photographer';

export type HttpMethod = 'GET' | 'POST';
/** Who may make the call: anyone, a signed-in user, or a signed-in admin. */
export type Access = 'public' | 'user' | 'admin';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under the API prefix (`<service>/<call>`); `{name}` marks a path parameter. */
  path: string;
  method: HttpMethod;
  access: Access;
  summary: string;
  /** JSON by default; multipart calls carry files and are validated field by field by the server. */
  body?: 'json' | 'multipart';
  /** One object: path parameters plus query (GET) or body (POST) fields. */
  request: Req;
  reply: Res;
  /** Replies sent as text/plain (auth-service/status answers a bare word). */
  replyAsText?: boolean;
}

export type RequestOf<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type ReplyOf<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
}

export function callUrl(call: CallDefinition, request: Record<string, unknown> = {}): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request[name] ?? '')));
  return `${API_PREFIX}/${path}`;
}

/** Names of `{param}` placeholders in a call's path. */
export function pathParams(call: CallDefinition): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Schema of an empty request: accepts {} and drops anything sent. */
export const emptyRequest = z.object({});

/** The body every error answer carries (4xx with the message to show, 5xx generic). */
export const errorReply = z.object({
  status: z.literal('error'),
  message: z.string(),
  requestId: z.string(),
  field: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
