/**
 * The studio's Analytics page: the store's traffic for a chosen range. Loaded lazily, so the theme
 * editor never pays for it.
 */
import { useMemo, useState } from 'react';
import type { StudioApi } from '../../application/ports/studio-api.port';
import { formatCount, formatDuration, formatRange } from '../../domain/analytics/report-format';
import { presetRange, type DayRange } from '../../domain/analytics/report-range';
import { isEmptyReport, type TrafficReport } from '../../domain/analytics/traffic-report';
import { DailyChart } from './daily-chart';
import { RangePicker } from './range-picker';
import { RankedTable } from './ranked-table';
import { SalesSection } from './sales-section';
import { SummaryFigures } from './summary-figures';
import { useTrafficReport } from './use-traffic-report';

export default function AnalyticsView({ api }: { api: Pick<StudioApi, 'trafficReport'> }) {
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const [range, setRange] = useState<DayRange>(() => presetRange('last30', today));
  const { state, retry } = useTrafficReport(api, range);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Analytics</h2>
          <p className="text-sm text-gray-600">{formatRange(range)} · days in UTC</p>
        </div>
        <RangePicker today={today} range={range} onChange={setRange} />
      </div>
      {state.status === 'loading' && (
        <p role="status" className="text-sm text-gray-600">
          Loading the report…
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <span>The report could not be loaded: {state.message}</span>
          <button type="button" onClick={retry} className="rounded-md border border-red-300 bg-white px-2 py-1">
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && <ReportBody report={state.report} />}
    </main>
  );
}

function ReportBody({ report }: { report: TrafficReport }) {
  if (isEmptyReport(report)) {
    return (
      <section className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
        <h3 className="text-base font-semibold">No visits or orders in this range yet</h3>
        <p className="mt-1 text-sm text-gray-600">
          Page views and sales appear here once shoppers browse and buy in the live store. Try a longer range.
        </p>
      </section>
    );
  }
  return (
    <>
      <SalesSection sales={report.sales} />
      <h2 className="text-lg font-semibold">Traffic</h2>
      <SummaryFigures totals={report.totals} />
      <DailyChart days={report.days} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RankedTable
          title="Top pages"
          labelHeader="Page"
          valueHeader="Views"
          extraHeader="Avg. time"
          rows={report.topPages.map((page) => ({ label: page.path, value: page.views, extra: formatDuration(page.averageDurationMs) }))}
        />
        {sessionLists(report).map((list) => (
          <RankedTable key={list.title} {...list} valueHeader="Sessions" />
        ))}
      </div>
      <p className="text-xs text-gray-500">{formatCount(report.totals.pageViews)} page views in all. Lists show the top ten.</p>
    </>
  );
}

/** The breakdowns of the range's sessions, each a ranked list by its own label. */
function sessionLists(report: TrafficReport) {
  const bySessions = <R extends { sessions: number }>(rows: readonly R[], label: (row: R) => string) =>
    rows.map((row) => ({ label: label(row), value: row.sessions }));
  return [
    { title: 'Referrers', labelHeader: 'Source', rows: bySessions(report.referrers, (r) => r.host) },
    { title: 'UTM sources', labelHeader: 'utm_source', rows: bySessions(report.utmSources, (r) => r.source) },
    { title: 'Devices', labelHeader: 'Device', rows: bySessions(report.devices, (r) => r.device) },
    { title: 'Browsers', labelHeader: 'Browser', rows: bySessions(report.browsers, (r) => r.browser) },
    { title: 'Countries', labelHeader: 'Country', rows: bySessions(report.countries, (r) => r.country) },
  ];
}
