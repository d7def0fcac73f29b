import { ApiError, getFunnelReport, type FunnelReport } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

export const REPORT_FAILED_MESSAGE = 'Failed to load the funnel report.';

/** The text shown for a failed report: a 400 names what is wrong with the range, anything else is generic. */
export function funnelReportFailure(error: unknown): string {
  return error instanceof ApiError && error.httpStatus === 400 ? error.message : REPORT_FAILED_MESSAGE;
}

/** Loads the report whenever the range changes; the request for an older range is cancelled. */
export function useFunnelReport(range: { from: string; to: string }): ApiQueryResult<FunnelReport> {
  const { from, to } = range;
  return useApiQuery(['funnel-report', { from, to }], ({ signal }) => getFunnelReport({ from, to }, { signal }), {
    onError: (error) => console.error('Funnel report failed', error),
  });
}
