/** Loads the traffic report for a range; a newer range wins over an older answer still on its way. */
import { useCallback, useEffect, useState } from 'react';
import type { StudioApi } from '../../application/ports/studio-api.port';
import type { DayRange } from '../../domain/analytics/report-range';
import type { TrafficReport } from '../../domain/analytics/traffic-report';

export type ReportState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; report: TrafficReport };

export function useTrafficReport(api: Pick<StudioApi, 'trafficReport'>, range: DayRange) {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void api.trafficReport(range).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', report: result.value });
      else
        setState({
          status: 'error',
          message: result.status === 0 ? 'No connection to the store. Check the connection and try again.' : result.message,
        });
    });
    return () => {
      live = false;
    };
  }, [api, range, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
