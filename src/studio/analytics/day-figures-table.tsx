/** The figures behind a by-day chart, as a table only screen readers (and tests) see: numbers, not shapes. */
import { formatDay } from '../../domain/analytics/report-format';

export function DayFiguresTable<D extends { date: string }>({
  caption,
  columns,
  days,
  cells,
}: {
  caption: string;
  /** The figures' column headings, after "Day". */
  columns: readonly string[];
  days: readonly D[];
  /** One day's figures, formatted, in the columns' order. */
  cells: (day: D) => readonly string[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDay(day.date)}</th>
            {cells(day).map((cell, index) => (
              <td key={columns[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
