import { z } from 'zod';
import type { CallRoute } from './route';

// In the browser zod must not probe `new Function` for its fast path: under the site's strict
// Content-Security-Policy (no 'unsafe-eval') the probe, though caught, is reported as a violation.
// The server keeps the compiled fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Who may make the call: anyone, a signed-in user, or a signed-in admin. */
export type Access = 'public' | 'user' | 'admin';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends CallRoute {
  access: Access;
  summary: string;
  /** One object: path parameters plus query (GET) or body (POST) fields. */
  request: Req;
  reply: Res;
}

export type RequestOf<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type ReplyOf<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
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
