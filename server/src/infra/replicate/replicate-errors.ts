/**
 * Turns what the `replicate` client throws into one clear line for logs, job errors and the admin:
 * the client's ApiError message is "Request to <url> failed with status <n> <text>: <body>." and the
 * body is an RFC 7807 problem (`detail`), as Replicate's API answers errors.
 */
export class ReplicateError extends Error {
  constructor(message: string, readonly status?: number, readonly detail?: string) {
    super(message);
    this.name = 'ReplicateError';
  }
}

interface ClientApiError extends Error {
  response: Response;
}

function isApiError(error: unknown): error is ClientApiError {
  return error instanceof Error && error.name === 'ApiError' && 'response' in error;
}

export function apiErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response.status : undefined;
}

function problemDetail(message: string): string | undefined {
  const body = /failed with status \d+[^:]*: ([\s\S]*)\.$/.exec(message)?.[1];
  if (!body) return undefined;
  try {
    const problem = JSON.parse(body) as { detail?: unknown; title?: unknown };
    if (typeof problem.detail === 'string') return problem.detail;
    if (problem.detail !== undefined) return JSON.stringify(problem.detail);
    return typeof problem.title === 'string' ? problem.title : undefined;
  } catch {
    return body.slice(0, 300) || undefined;
  }
}

/** `action` says what we were doing, e.g. "create the training". */
export function toReplicateError(error: unknown, action: string): Error {
  if (error instanceof ReplicateError) return error;
  if (!isApiError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ReplicateError(`Could not ${action} on Replicate: ${reason}`);
  }
  const status = error.response.status;
  const detail = problemDetail(error.message);
  const suffix = detail ? `: ${detail}` : '';
  const text =
    status === 401
      ? `Replicate rejected the API token (401) when trying to ${action}; check REPLICATE_API_TOKEN${suffix}`
      : status === 403
        ? `Replicate refused to ${action} (403); the token's account may not own REPLICATE_OWNER${suffix}`
        : status === 404
          ? `Replicate could not find what we need to ${action} (404)${suffix}`
          : status === 422
            ? `Replicate rejected the request to ${action} (422)${suffix}`
            : status === 429
              ? `Replicate is rate limiting us (429) and we gave up trying to ${action}${suffix}`
              : status >= 500
                ? `Replicate is unavailable (${status}) while trying to ${action}${suffix}`
                : `Replicate answered ${status} when trying to ${action}${suffix}`;
  return new ReplicateError(text, status, detail);
}
