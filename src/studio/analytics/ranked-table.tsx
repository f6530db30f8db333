/** A top-ten list as a real table (readable by screen readers), with a bar per row for the eye. */
import { formatCount } from '../../domain/analytics/report-format';

export interface RankedRow {
  label: string;
  value: number;
  extra?: string;
}

interface Props {
  title: string;
  labelHeader: string;
  valueHeader: string;
  extraHeader?: string;
  rows: readonly RankedRow[];
}

export function RankedTable({ title, labelHeader, valueHeader, extraHeader, rows }: Props) {
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{title}</caption>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-gray-500">
            <th scope="col" className="pb-1 text-left font-medium">
              {labelHeader}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {valueHeader}
            </th>
            {extraHeader && (
              <th scope="col" className="pb-1 pl-3 text-right font-medium">
                {extraHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={extraHeader ? 3 : 2} className="py-3 text-gray-500">
                No data in this range
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-gray-100">
              <th scope="row" className="relative py-1.5 pr-2 text-left font-normal">
                <span
                  aria-hidden="true"
                  className="absolute inset-y-1 left-0 rounded bg-blue-50"
                  style={{ width: `${(row.value / largest) * 100}%` }}
                />
                <span className="relative block truncate px-1" title={row.label}>
                  {row.label}
                </span>
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatCount(row.value)}</td>
              {extraHeader && <td className="py-1.5 pl-3 text-right tabular-nums text-gray-600">{row.extra}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
