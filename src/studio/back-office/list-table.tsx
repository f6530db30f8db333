/** The frame the back office's lists share: a scrolling table whose header names each column. */
import type { ReactNode } from 'react';

/** A column's heading; `right` aligns it with figures that read right to left (totals). */
export type ListColumn = string | { label: string; right: true };

export function ListTable({ columns, children }: { columns: readonly ListColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="px-4 py-2">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="px-4 py-2 text-right">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
