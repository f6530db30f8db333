/**
 * The bulk editor (#products/bulk?ids=… or ?search=…&status=…, decision 92): the chosen products'
 * variants as a grid, edited cell by cell or all ticked rows at once, saved in one call that writes
 * every change or none. A refused save marks the cell the store API names and focuses it; unsaved
 * edits survive a stray click (LeaveGuard) and are kept per choice while the tab lives.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkChoice, BulkRow, BulkRows, ProductsApi } from '../../application/ports/owner-products-api.port';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { BulkActions } from './bulk-actions';
import { applyAction, changesOf, editCell, NO_EDITS, type BulkAction, type BulkColumn, type BulkEdits } from './bulk-cells';
import { BulkGrid, cellId } from './bulk-grid';
import { useHeadingFocus } from './heading-focus';
import { LeaveGuard } from './leave-guard';
import { PRODUCTS_LINK } from './product-links';

/** Unsaved edits by choice, for as long as the tab lives: leaving and coming back finds them. */
const drafts = new Map<string, BulkEdits>();

const COLUMN_LABELS: Record<BulkColumn, string> = { price: 'price', compareAt: 'compare-at price', stock: 'stock' };
const rowName = (row: BulkRow) => (row.variantName ? `${row.productName} ${row.variantName}` : row.productName);

const COLUMN_OF: Record<string, BulkColumn> = { PriceCents: 'price', CompareAtCents: 'compareAt', Stock: 'stock', StockWas: 'stock' };

export function BulkEditor({ api, choice, choiceKey }: { api: ProductsApi; choice: BulkChoice; choiceKey: string }) {
  // The choice is read from the address once per key (products-view.tsx keys this editor by it).
  const [fixed] = useState(choice);
  const load = useCallback(() => api.bulkRows(fixed), [api, fixed]);
  const { state, reload } = useOwnerLoad(load);
  const heading = useHeadingFocus();
  return (
    <>
      <a href={PRODUCTS_LINK} className="self-start text-sm text-blue-700 underline">
        ← All products
      </a>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Bulk edit prices and stock
      </h2>
      {state.status === 'ready' ? (
        <BulkBody api={api} answer={state.value} choiceKey={choiceKey} onReload={reload} />
      ) : (
        <LoadProblem state={state} what="variants" onRetry={reload} />
      )}
    </>
  );
}

function BulkBody({ api, answer, choiceKey, onReload }: { api: ProductsApi; answer: BulkRows; choiceKey: string; onReload: () => void }) {
  const { rows } = answer;
  const [edits, setEdits] = useState<BulkEdits>(() => drafts.get(choiceKey) ?? NO_EDITS);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const problemBox = useRef<HTMLDivElement>(null);
  const { changes, rowsOf, problems } = changesOf(rows, edits);
  const dirty = changes.length > 0 || problems.length > 0;
  useEffect(() => {
    if (dirty) drafts.set(choiceKey, edits);
    else drafts.delete(choiceKey);
  }, [choiceKey, dirty, edits]);

  const edit = (row: BulkRow, column: BulkColumn, text: string) => {
    setEdits((current) => editCell(current, row, column, text));
    setNotice('');
  };
  const tick = (keys: string[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      for (const key of keys)
        if (on) next.add(key);
        else next.delete(key);
      return next;
    });
  const apply = (action: BulkAction) => {
    setEdits((current) => applyAction(current, rows, ticked, action));
    setNotice(
      `${action.column === 'price' ? 'Price' : 'Stock'} changed on ${ticked.size} ${ticked.size === 1 ? 'row' : 'rows'}: not saved yet`,
    );
  };
  const refuse = (lines: string[], byCell: Record<string, string>, first: string | null) => {
    setRefusals(byCell);
    setSummary(lines);
    requestAnimationFrame(() => (first ? document.getElementById(first) : problemBox.current)?.focus());
  };
  const save = async () => {
    if (problems.length > 0) {
      const first = problems[0]!;
      return refuse(
        problems.map((problem) => `${rowName(problem.row)}, ${COLUMN_LABELS[problem.column]}: ${problem.message}`),
        {},
        cellId(first.row, first.column),
      );
    }
    setBusy(true);
    const result = await api.bulkSave(changes);
    setBusy(false);
    if (result.ok) {
      drafts.delete(choiceKey);
      setEdits(NO_EDITS);
      setRefusals({});
      setSummary([]);
      setNotice(`Saved: ${result.value.rows} ${result.value.rows === 1 ? 'row' : 'rows'} changed, nothing else touched`);
      return onReload();
    }
    const byCell: Record<string, string> = {};
    let first: string | null = null;
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      const [, index, name] = /^Changes\.(\d+)\.(\w+)$/.exec(field) ?? [];
      const row = index === undefined ? undefined : rowsOf[Number(index)];
      if (!row) continue;
      const id = cellId(row, COLUMN_OF[name!] ?? 'price');
      byCell[id] = message;
      first ??= id;
    }
    refuse([`Nothing was saved: ${result.message}`], byCell, first);
  };

  const count = changes.length;
  return (
    <>
      <LeaveGuard
        dirty={dirty}
        what={`${count} changed ${count === 1 ? 'row is' : 'rows are'} not saved.`}
        onDiscard={() => drafts.delete(choiceKey)}
      />
      <p className="text-sm text-gray-700">
        {answer.truncated
          ? `Showing the first ${rows.length} of ${answer.total} variants: one edit takes at most ${answer.limit}. Choose fewer products to edit the others.`
          : `${rows.length} ${rows.length === 1 ? 'variant' : 'variants'}. One edit takes at most ${answer.limit}.`}
      </p>
      <p role="status" className="text-sm text-emerald-800">
        {notice}
      </p>
      {summary.length > 0 && (
        <div ref={problemBox} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <ul className="ml-5 list-disc">
            {summary.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-label="Bulk editor" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <BulkActions selected={ticked.size} onApply={apply} />
        {rows.length === 0 ? (
          <p className="p-8 text-center text-sm text-gray-600">No products match.</p>
        ) : (
          <BulkGrid rows={rows} edits={edits} ticked={ticked} refusals={refusals} onEdit={edit} onTick={tick} />
        )}
      </section>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 bg-gray-50/95 py-3">
        <span className="mr-auto text-sm text-gray-700">
          {count === 0 ? 'No changes' : `${count} changed ${count === 1 ? 'row' : 'rows'}`}
        </span>
        <button
          type="button"
          disabled={!dirty || busy}
          onClick={() => {
            setEdits(NO_EDITS);
            setRefusals({});
            setSummary([]);
          }}
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50"
        >
          Discard changes
        </button>
        <button
          type="button"
          disabled={!dirty || busy}
          onClick={() => void save()}
          className="rounded-md bg-gray-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </>
  );
}
