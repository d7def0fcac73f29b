import { ApiError, photoIssueSchema, type PhotoIssue } from 'api-client';

export type { PhotoIssue };

/**
 * The per-photo verdicts of a 422 upload answer (`body.photoIssues`), or null when the error is of
 * another kind. Entries are checked one by one, so one odd entry does not hide the others.
 */
export function photoIssuesOf(error: unknown): PhotoIssue[] | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 422) return null;
  const body = error.body as { photoIssues?: unknown } | null;
  const raw: unknown[] = Array.isArray(body?.photoIssues) ? body.photoIssues : [];
  const issues = raw.flatMap((entry) => {
    const parsed = photoIssueSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return issues.length > 0 ? issues : null;
}
