import { useEffect, useState } from 'react';
import { ApiError, getFunnelReport, type FunnelReport } from 'api-client';

export const REPORT_FAILED_MESSAGE = 'Failed to load the funnel report.';

export type FunnelReportState =
  | { kind: 'loading' }
  | { kind: 'loaded'; report: FunnelReport }
  | { kind: 'failed'; message: string };

/** Loads the report whenever the range changes; a stale answer for an older range is dropped. */
export function useFunnelReport(range: { from: string; to: string }): FunnelReportState {
  const [state, setState] = useState<FunnelReportState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    getFunnelReport(range)
      .then((report) => active && setState({ kind: 'loaded', report }))
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Funnel report failed', error);
        // A 400 names what is wrong with the range: show it.
        const message = error instanceof ApiError && error.httpStatus === 400 ? error.message : REPORT_FAILED_MESSAGE;
        setState({ kind: 'failed', message });
      });
    return () => {
      active = false;
    };
  }, [range.from, range.to]);

  return state;
}
