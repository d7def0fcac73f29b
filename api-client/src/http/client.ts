import type { CallDefinition, ReplyOf, RequestOf } from '../contract/define-call';
import { callUrl, CREDIT_BALANCE_HEADER, pathParams, type CallRoute } from '../contract/route';
import { ApiError } from './api-error';
import { ANALYTICS_SESSION_HEADER, analyticsSessionId } from './analytics-session';

// The browser's own fetch (XMLHttpRequest only where upload progress is wanted): no HTTP library on the
// site's first load. One configuration for the whole site: api-client/runtime is a Module Federation singleton.
const TIMEOUT_MS = 60_000;
let baseURL = '';
let unauthorizedHandler: ((call: CallRoute) => void) | undefined;
let balanceListener: ((credits: number) => void) | undefined;

export interface ApiClientOptions {
  /** Origin of the API server, '' when it serves the site itself. */
  baseURL: string;
}

export function configureApi(options: ApiClientOptions): void {
  baseURL = options.baseURL;
}

export function apiBaseUrl(): string {
  return baseURL;
}

/**
 * The server names its files and downloads by path (`/ai-photographer/files/…?exp=…&sig=…`). When the API
 * runs on another origin than the site (CDN deployments, e2e), those paths must point at the API, not the site.
 */
export function apiFileUrl(pathOrUrl: string): string {
  if (!pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return pathOrUrl;
  return `${apiBaseUrl().replace(/\/+$/, '')}${pathOrUrl}`;
}

/** The 401 hook: the shell sends the user to login (unless already there). */
export function onUnauthorized(handler: ((call: CallRoute) => void) | undefined): void {
  unauthorizedHandler = handler;
}

/**
 * Hears the signed-in account's balance that every API answer carries (X-Credit-Balance): shared-ui keeps the
 * balance on screen equal to the server's after whatever changed it, with no reload.
 */
export function onCreditBalance(listener: ((credits: number) => void) | undefined): void {
  balanceListener = listener;
}

export interface CallOptions {
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/** A request as it goes on the wire. */
interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal: AbortSignal;
}

/** A reply as it came back: the status, the body (parsed as JSON when it is JSON) and the balance header. */
interface WireReply {
  status: number;
  data: unknown;
  balance: string | null;
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    // Several files under one name (a preview's selfies) are sent as repeated parts.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
      else form.append(name, String(item));
    }
  }
  return form;
}

function toQuery(fields: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function withoutPathParams(call: CallRoute, request: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(pathParams(call));
  return Object.fromEntries(Object.entries(request).filter(([key]) => !names.has(key)));
}

function parseBody(text: string, asText: boolean | undefined): unknown {
  if (asText || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's HTML error page, say: shown as the message when it is all there is
  }
}

/** The caller's signal and the timeout, as one (AbortSignal.any is too new for some browsers we serve). */
function requestSignal(signal: AbortSignal | undefined): AbortSignal {
  const controller = new AbortController();
  const sources = [...(typeof AbortSignal.timeout === 'function' ? [AbortSignal.timeout(TIMEOUT_MS)] : []), ...(signal ? [signal] : [])];
  for (const source of sources) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

async function sendWithFetch(request: WireRequest, asText: boolean | undefined): Promise<WireReply> {
  const response = await fetch(request.url, { ...request, credentials: 'include' });
  return { status: response.status, data: parseBody(await response.text(), asText), balance: response.headers.get(CREDIT_BALANCE_HEADER) };
}

/** XMLHttpRequest: only it reports upload progress. */
function sendWithXhr(request: WireRequest, asText: boolean | undefined, onProgress?: (fraction: number) => void): Promise<WireReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total ? event.loaded / event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText, asText), balance: xhr.getResponseHeader(CREDIT_BALANCE_HEADER) });
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(request.signal.reason ?? new DOMException('canceled', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function failure(call: CallRoute, reply: WireReply): ApiError {
  if (reply.status === 401) unauthorizedHandler?.(call);
  const body = reply.data;
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message
    : typeof body === 'string' && body ? body : `Request failed with status code ${reply.status}`;
  return new ApiError(
    message,
    reply.status,
    body,
    typeof record.requestId === 'string' ? record.requestId : undefined,
    typeof record.field === 'string' ? record.field : undefined,
  );
}

/** A request that never got an answer (offline, aborted, timed out): status 0, as the pages expect. */
function unanswered(error: unknown, signal: AbortSignal): ApiError {
  if (signal.aborted) return new ApiError('canceled', 0, undefined);
  return new ApiError(error instanceof Error && error.message ? error.message : 'Network Error', 0, undefined);
}

/** Calls an API route and returns its reply as the caller types it (the typed form is `callApi`). */
export async function callRoute<Reply>(call: CallRoute, request: object | undefined, options: CallOptions = {}): Promise<Reply> {
  const fields = (request ?? {}) as Record<string, unknown>;
  const rest = withoutPathParams(call, fields);
  const headers: Record<string, string> = {};
  if (call.path.startsWith('analytics-service/') || call.path === 'auth-service/check-email') {
    headers[ANALYTICS_SESSION_HEADER] = analyticsSessionId();
  }
  let body: BodyInit | undefined;
  if (call.method !== 'GET') {
    if (call.body === 'multipart') body = toFormData(rest);
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(rest);
    }
  }
  const signal = requestSignal(options.signal);
  const wire: WireRequest = {
    url: `${baseURL}${callUrl(call, fields)}${call.method === 'GET' ? toQuery(rest) : ''}`,
    method: call.method,
    headers,
    body,
    signal,
  };
  let reply: WireReply;
  try {
    // XMLHttpRequest for upload progress, and where there is no fetch (jsdom); fetch everywhere else.
    const useXhr = typeof XMLHttpRequest !== 'undefined' && (options.onUploadProgress || typeof fetch !== 'function');
    reply = useXhr
      ? await sendWithXhr(wire, call.replyAsText, options.onUploadProgress)
      : await sendWithFetch(wire, call.replyAsText);
  } catch (error) {
    throw unanswered(error, signal);
  }
  const balance = reply.balance === null ? NaN : Number(reply.balance);
  if (Number.isInteger(balance)) balanceListener?.(balance);
  if (reply.status < 200 || reply.status >= 300) throw failure(call, reply);
  return reply.data as Reply;
}

/** Calls one API endpoint as its contract describes and returns the typed reply. */
export function callApi<C extends CallDefinition>(call: C, request: RequestOf<C>, options: CallOptions = {}): Promise<ReplyOf<C>> {
  return callRoute<ReplyOf<C>>(call, request as object | undefined, options);
}
