/**
 * Sales on the Analytics page (docs/tracking.md): the range's orders, revenue, average order value and
 * conversion rate, revenue by day as bars (with the figures in a table for screen readers), and the
 * products that sold most.
 */
import { useId } from 'react';
import { formatCount, formatDay, niceMax } from '../../domain/analytics/report-format';
import { formatConversion, type SalesReport } from '../../domain/analytics/sales-report';
import { formatMinor } from '../../domain/money/format-price';
import { DayBars, DayLabels, dayScale, ValueGrid, type DayPlot } from './day-chart-parts';
import { DayFiguresTable } from './day-figures-table';
import { RankedTable } from './ranked-table';
import { FigureGrid } from './summary-figures';

const PLOT: DayPlot = { width: 800, height: 200, pad: { left: 64, right: 12, top: 12, bottom: 28 } };

export function SalesSection({ sales }: { sales: SalesReport }) {
  const money = (minor: number) => formatMinor(minor, sales.currency, true);
  const { totals } = sales;
  const figures = [
    { label: 'Orders', value: formatCount(totals.orders) },
    { label: 'Revenue', value: money(totals.revenueMinor) },
    { label: 'Avg. order value', value: totals.averageOrderMinor === null ? '–' : money(totals.averageOrderMinor) },
    { label: 'Conversion rate', value: formatConversion(totals.conversionRate) },
  ];
  return (
    <section aria-labelledby="sales-title" className="flex flex-col gap-4">
      <div>
        <h2 id="sales-title" className="text-lg font-semibold">
          Sales
        </h2>
        <p className="text-sm text-gray-600">Orders placed in the range, cancelled ones left out; conversion is orders per session.</p>
      </div>
      <FigureGrid figures={figures} />
      {totals.orders > 0 && <RevenueChart sales={sales} money={money} />}
      <RankedTable
        title="Top products"
        labelHeader="Product"
        valueHeader="Units"
        extraHeader="Revenue"
        rows={sales.topProducts.map((product) => ({ label: product.name, value: product.units, extra: money(product.revenueMinor) }))}
      />
    </section>
  );
}

function RevenueChart({ sales, money }: { sales: SalesReport; money: (minor: number) => string }) {
  const id = useId();
  const { days } = sales;
  const scale = dayScale(PLOT, days.length, niceMax(Math.max(0, ...days.map((d) => d.revenueMinor))));
  const labelEvery = Math.ceil(days.length / 8);
  const best = days.reduce((a, d) => (d.revenueMinor > a.revenueMinor ? d : a), days[0]!);
  const summary = `${formatCount(sales.totals.orders)} orders and ${money(sales.totals.revenueMinor)} over ${days.length} days; the best day was ${formatDay(best.date)} with ${money(best.revenueMinor)}.`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id={`${id}-title`} className="mb-2 text-base font-semibold">
        Revenue by day
      </h3>
      <svg viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        <ValueGrid scale={scale} label={(value) => money(Math.round(value))} />
        <DayBars
          scale={scale}
          days={days}
          value={(d) => d.revenueMinor}
          fill="#86efac"
          title={(d) => `${formatDay(d.date)}: ${money(d.revenueMinor)} from ${formatCount(d.orders)} orders`}
        />
        <DayLabels scale={scale} days={days} shown={(i) => i % labelEvery === 0} />
      </svg>
      <DayFiguresTable
        caption="Orders and revenue by day"
        columns={['Orders', 'Revenue']}
        days={days}
        cells={(d) => [formatCount(d.orders), money(d.revenueMinor)]}
      />
    </section>
  );
}
