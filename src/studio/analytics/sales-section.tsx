/**
 * Sales on the Analytics page (issue 14): the range's orders, revenue, average order value and
 * conversion rate, revenue by day as bars (with the figures in a table for screen readers), and the
 * products that sold most.
 */
import { useId } from 'react';
import { formatCount, formatDay, niceMax } from '../../domain/analytics/report-format';
import { formatConversion, type SalesReport } from '../../domain/analytics/sales-report';
import { formatMinor } from '../../domain/money/format-price';
import { DayFiguresTable } from './day-figures-table';
import { RankedTable } from './ranked-table';
import { FigureGrid } from './summary-figures';

const W = 800;
const H = 200;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

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
  const top = niceMax(Math.max(0, ...days.map((d) => d.revenueMinor)));
  const slot = (W - PAD.left - PAD.right) / Math.max(1, days.length);
  const plotH = H - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const labelEvery = Math.ceil(days.length / 8);
  const best = days.reduce((a, d) => (d.revenueMinor > a.revenueMinor ? d : a), days[0]!);
  const summary = `${formatCount(sales.totals.orders)} orders and ${money(sales.totals.revenueMinor)} over ${days.length} days; the best day was ${formatDay(best.date)} with ${money(best.revenueMinor)}.`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id={`${id}-title`} className="mb-2 text-base font-semibold">
        Revenue by day
      </h3>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(top * share)} y2={y(top * share)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(top * share) + 4} textAnchor="end" fontSize="11" fill="#6b7280">
              {money(Math.round(top * share))}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <rect
            key={d.date}
            x={PAD.left + slot * i + slot * 0.15}
            width={slot * 0.7}
            y={y(d.revenueMinor)}
            height={Math.max(0, y(0) - y(d.revenueMinor))}
            rx="2"
            fill="#86efac"
          >
            <title>{`${formatDay(d.date)}: ${money(d.revenueMinor)} from ${formatCount(d.orders)} orders`}</title>
          </rect>
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.date} x={PAD.left + slot * i + slot / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#6b7280">
              {formatDay(d.date)}
            </text>
          ) : null,
        )}
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
