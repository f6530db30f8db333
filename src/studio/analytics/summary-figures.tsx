/** The headline figures of the range: traffic's four, and the grid the sales figures share. */
import { formatCount, formatDuration } from '../../domain/analytics/report-format';
import type { TrafficReport } from '../../domain/analytics/traffic-report';

export function SummaryFigures({ totals }: { totals: TrafficReport['totals'] }) {
  return (
    <FigureGrid
      figures={[
        { label: 'Sessions', value: formatCount(totals.sessions) },
        { label: 'Visitors', value: formatCount(totals.visitors) },
        { label: 'Page views', value: formatCount(totals.pageViews) },
        { label: 'Avg. visible time', value: formatDuration(totals.averageDurationMs) },
      ]}
    />
  );
}

export function FigureGrid({ figures }: { figures: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-gray-600">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
