/**
 * Sessions and page views per day as an SVG (page views as bars, sessions as a line). The picture
 * is one labelled image with a spoken summary; the figures themselves are in a table beside it, so
 * screen readers (and tests) read numbers, not shapes.
 */
import { useId } from 'react';
import { formatCount, formatDay, niceMax } from '../../domain/analytics/report-format';
import { DayBars, DayLabels, dayScale, ValueGrid, type DayPlot } from './day-chart-parts';
import { DayFiguresTable } from './day-figures-table';
import type { DayTraffic } from '../../domain/analytics/traffic-report';

const PLOT: DayPlot = { width: 800, height: 240, pad: { left: 44, right: 12, top: 12, bottom: 28 } };

export function DailyChart({ days }: { days: readonly DayTraffic[] }) {
  const id = useId();
  const scale = dayScale(PLOT, days.length, niceMax(Math.max(0, ...days.map((d) => Math.max(d.pageViews, d.sessions)))));
  const { x, y } = scale;
  const labelEvery = Math.ceil(days.length / 8);
  const busiest = days.reduce<DayTraffic | null>((best, d) => (best === null || d.pageViews > best.pageViews ? d : best), null);
  const totalViews = days.reduce((sum, d) => sum + d.pageViews, 0);
  const totalSessions = days.reduce((sum, d) => sum + d.sessions, 0);
  const summary =
    `${formatCount(totalSessions)} sessions and ${formatCount(totalViews)} page views over ${days.length} days` +
    (busiest && busiest.pageViews > 0
      ? `; the busiest day was ${formatDay(busiest.date)} with ${formatCount(busiest.pageViews)} page views.`
      : '.');

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Sessions and page views by day
        </h2>
        <ul className="flex gap-4 text-xs text-gray-600" aria-hidden="true">
          <li className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-blue-300" />
            Page views
          </li>
          <li className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-gray-900" />
            Sessions
          </li>
        </ul>
      </div>
      <svg viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        <ValueGrid scale={scale} label={formatCount} />
        <DayBars
          scale={scale}
          days={days}
          value={(d) => d.pageViews}
          fill="#93c5fd"
          title={(d) => `${formatDay(d.date)}: ${formatCount(d.pageViews)} page views, ${formatCount(d.sessions)} sessions`}
        />
        <polyline
          fill="none"
          stroke="#111827"
          strokeWidth="2"
          strokeLinejoin="round"
          points={days.map((d, i) => `${x(i)},${y(d.sessions)}`).join(' ')}
        />
        {days.map((d, i) => (
          <circle key={d.date} cx={x(i)} cy={y(d.sessions)} r={days.length > 40 ? 0 : 2.5} fill="#111827" />
        ))}
        <DayLabels
          scale={scale}
          days={days}
          shown={(i) => (i % labelEvery === 0 || i === days.length - 1) && (i === days.length - 1 || days.length - 1 - i >= labelEvery / 2)}
        />
      </svg>
      <DayFiguresTable
        caption="Sessions and page views by day"
        columns={['Sessions', 'Page views']}
        days={days}
        cells={(d) => [formatCount(d.sessions), formatCount(d.pageViews)]}
      />
    </section>
  );
}
