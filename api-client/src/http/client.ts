import axios, { AxiosError } from 'axios';
import { callUrl, type CallDefinition, type ReplyOf, type RequestOf, pathParams } from '../contract/define-call';
import { ApiError } from './api-error';
import { ANALYTICS_SESSION_HEADER, analyticsSessionId } from './analytics-session';

// One axios instance for the whole site: api-client is a Module Federation singleton.
const http = axios.create({ withCredentials: true, timeout: 60_000 });
let unauthorizedHandler: ((call: CallDefinition) => void) | undefined;

export interface ApiClientOptions {
  /** Origin of the API server, '' when it serves the site itself. */
  baseURL: string;
}

export function configureApi(options: ApiClientOptions): void {
  http.defaults.baseURL = options.baseURL;
}

export function apiBaseUrl(): string {
  return http.defaults.baseURL ?? '';
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
export function onUnauthorized(handler: ((call: CallDefinition) => void) | undefined): void {
  unauthorizedHandler = handler;
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

function withoutPathParams(call: CallDefinition, request: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(pathParams(call));
  return Object.fromEntries(Object.entries(request).filter(([key]) => !names.has(key)));
}

export interface CallOptions {
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/** Calls one API endpoint as its contract describes and returns the typed reply. */
export async function callApi<C extends CallDefinition>(
  call: C,
  request: RequestOf<C>,
  options: CallOptions = {},
): Promise<ReplyOf<C>> {
  const fields = (request ?? {}) as Record<string, unknown>;
  const rest = withoutPathParams(call, fields);
  const headers: Record<string, string> = {};
  if (call.path.startsWith('analytics-service/') || call.path === 'auth-service/check-email') {
    headers[ANALYTICS_SESSION_HEADER] = analyticsSessionId();
  }
  try {
    const response = await http.request({
      url: callUrl(call, fields),
      method: call.method,
      headers,
      params: call.method === 'GET' ? rest : undefined,
      data: call.method === 'GET' ? undefined : call.body === 'multipart' ? toFormData(rest) : rest,
      signal: options.signal,
      responseType: call.replyAsText ? 'text' : 'json',
      onUploadProgress: options.onUploadProgress
        ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
        : undefined,
    });
    return response.data as ReplyOf<C>;
  } catch (error) {
    throw toApiError(call, error);
  }
}

function toApiError(call: CallDefinition, error: unknown): unknown {
  if (!(error instanceof AxiosError)) return error;
  const status = error.response?.status ?? 0;
  const body: unknown = error.response?.data;
  if (status === 401) unauthorizedHandler?.(call);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' ? record.message : typeof body === 'string' && body ? body : error.message;
  return new ApiError(
    message,
    status,
    body,
    typeof record.requestId === 'string' ? record.requestId : undefined,
    typeof record.field === 'string' ? record.field : undefined,
  );
}
