/**
 * The bulk editor's grid: a row per variant (product, variant, SKU, price, compare-at, stock), each
 * editable cell a labelled text field, moved between as in a spreadsheet: arrows up and down (and
 * left and right at the text's ends), Enter down and Shift+Enter up, Tab along. A changed cell is
 * marked and says what it was; a cell in error says why. Each row can be ticked for the bulk actions.
 */
import type { KeyboardEvent } from 'react';
import type { BulkRow } from '../../application/ports/owner-products-api.port';
import { cellProblem, cellText, isChanged, loadedText, rowKey, type BulkColumn, type BulkEdits } from './bulk-cells';

const COLUMNS: ReadonlyArray<{ key: BulkColumn; label: string }> = [
  { key: 'price', label: 'Price' },
  { key: 'compareAt', label: 'Compare-at price' },
  { key: 'stock', label: 'Stock' },
];

export const cellId = (row: BulkRow, column: BulkColumn) => `bulk-${column}-${row.productID}-${row.variantID}`;
const rowName = (row: BulkRow) => (row.variantName ? `${row.productName} ${row.variantName}` : row.productName);

/** The cell the key moves to from `input`, or null to leave the key to the field. */
function target(input: HTMLInputElement, event: KeyboardEvent): HTMLInputElement | null {
  const grid = input.closest('table');
  if (!grid) return null;
  const cells = [...grid.querySelectorAll<HTMLInputElement>('input[data-column]')];
  const at = cells.indexOf(input);
  const sameColumn = cells.filter((cell) => cell.dataset.column === input.dataset.column);
  const inColumn = sameColumn.indexOf(input);
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) return sameColumn[inColumn + 1] ?? null;
  if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) return sameColumn[inColumn - 1] ?? null;
  if (event.key === 'ArrowRight' && atEnd) return cells[at + 1] ?? null;
  if (event.key === 'ArrowLeft' && atStart) return cells[at - 1] ?? null;
  return null;
}

function moveFocus(event: KeyboardEvent<HTMLInputElement>) {
  if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Enter'].includes(event.key)) return;
  // Enter never submits the page's form from a cell: it moves down, as in a spreadsheet.
  if (event.key === 'Enter') event.preventDefault();
  const next = target(event.currentTarget, event);
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

export interface BulkGridProps {
  rows: readonly BulkRow[];
  edits: BulkEdits;
  ticked: ReadonlySet<string>;
  /** Messages of the store API's refusal, by cell id. */
  refusals: Readonly<Record<string, string>>;
  onEdit: (row: BulkRow, column: BulkColumn, text: string) => void;
  onTick: (keys: string[], ticked: boolean) => void;
}

export function BulkGrid({ rows, edits, ticked, refusals, onEdit, onTick }: BulkGridProps) {
  const all = rows.length > 0 && rows.every((row) => ticked.has(rowKey(row)));
  return (
    <div className="overflow-x-auto">
      <table aria-label="Variants to edit" className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select all rows"
                checked={all}
                onChange={(event) => onTick(rows.map(rowKey), event.target.checked)}
              />
            </th>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="px-3 py-2">
              Variant
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const firstOfProduct = index === 0 || rows[index - 1]!.productID !== row.productID;
            return (
              <tr key={rowKey(row)} className={`border-t ${firstOfProduct ? 'border-gray-300' : 'border-gray-100'}`}>
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    aria-label={`Select ${rowName(row)}`}
                    checked={ticked.has(rowKey(row))}
                    onChange={(event) => onTick([rowKey(row)], event.target.checked)}
                  />
                </td>
                <th scope="row" className="px-3 py-1.5 font-medium">
                  {firstOfProduct ? row.productName : <span className="sr-only">{row.productName}</span>}
                </th>
                <td className="px-3 py-1.5">{row.variantName || '—'}</td>
                <td className="px-3 py-1.5 text-gray-700">{row.sku || '—'}</td>
                {COLUMNS.map(({ key, label }) =>
                  key === 'compareAt' && !firstOfProduct ? (
                    <td key={key} className="px-3 py-1.5 text-xs text-gray-600">
                      as above
                    </td>
                  ) : (
                    <Cell
                      key={key}
                      row={row}
                      column={key}
                      label={`${label} of ${rowName(row)}`}
                      edits={edits}
                      refusal={refusals[cellId(row, key)]}
                      onEdit={onEdit}
                    />
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cell(props: {
  row: BulkRow;
  column: BulkColumn;
  label: string;
  edits: BulkEdits;
  refusal: string | undefined;
  onEdit: BulkGridProps['onEdit'];
}) {
  const { row, column, label, edits, refusal, onEdit } = props;
  const id = cellId(row, column);
  const text = cellText(edits, row, column);
  const problem = cellProblem(column, text) ?? refusal ?? null;
  const changed = isChanged(edits, row, column);
  const was = loadedText(row, column) || 'none';
  return (
    <td className={`px-3 py-1.5 ${changed ? 'bg-amber-50' : ''}`}>
      <input
        id={id}
        data-column={column}
        type="text"
        inputMode={column === 'stock' ? 'numeric' : 'decimal'}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={changed || problem ? `${id}-note` : undefined}
        value={text}
        placeholder={column === 'compareAt' ? 'none' : undefined}
        onChange={(event) => onEdit(row, column, event.target.value)}
        onKeyDown={moveFocus}
        className={`w-24 rounded border px-2 py-1 tabular-nums ${
          problem ? 'border-red-600' : changed ? 'border-amber-500 font-semibold' : 'border-gray-300'
        }`}
      />
      {(changed || problem) && (
        <span id={`${id}-note`} className={`block text-xs ${problem ? 'text-red-800' : 'text-amber-900'}`}>
          {problem ?? `Changed, was ${was}`}
        </span>
      )}
    </td>
  );
}
