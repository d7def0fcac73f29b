// Where a call goes and how it travels, without its schemas: the start-up entry (api-client/runtime) calls
// the API with these alone, so the browser's first load carries no zod.

export const API_PREFIX = '/ai-photographer';

/** Every answer to a signed-in request carries the account's credit balance in this header. */
export const CREDIT_BALANCE_HEADER = 'x-credit-balance';

export type HttpMethod = 'GET' | 'POST';

/** The part of a call definition the HTTP client needs. */
export interface CallRoute {
  /** Path under the API prefix (`<service>/<call>`); `{name}` marks a path parameter. */
  path: string;
  method: HttpMethod;
  /** JSON by default; multipart calls carry files and are validated field by field by the server. */
  body?: 'json' | 'multipart';
  /** Replies sent as text/plain (auth-service/status answers a bare word). */
  replyAsText?: boolean;
}

export function callUrl(call: CallRoute, request: Record<string, unknown> = {}): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request[name] ?? '')));
  return `${API_PREFIX}/${path}`;
}

/** Names of `{param}` placeholders in a call's path. */
export function pathParams(call: CallRoute): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
