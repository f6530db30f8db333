/**
 * A variant's (or a product's own) stock history in a dialog: every change of its count from the
 * stock ledger (decision 81), newest first, with who made it, why (a sale, a cancelled order, a
 * manual change with the owner's note, an import), when, by how much and what was left.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { ProductsApi, StockMove } from '../../application/ports/owner-products-api.port';

const REASONS: Record<StockMove['reason'], string> = {
  sale: 'Sale',
  cancel: 'Order cancelled',
  manual: 'Manual change',
  import: 'Import',
};

const whoOf = (move: StockMove) => move.ownerEmail ?? (move.orderID !== null ? 'Shopper' : 'System');
const whyOf = (move: StockMove) => {
  const why = move.orderID !== null ? `${REASONS[move.reason]}, order #${move.orderID}` : REASONS[move.reason];
  return move.note ? `${why}: ${move.note}` : why;
};
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; moves: StockMove[] };

function MoveTable({ moves, name }: { moves: StockMove[]; name: string }) {
  if (moves.length === 0) return <p className="text-sm">No changes recorded yet.</p>;
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Stock changes of {name}</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            {['When', 'Who', 'Why', 'Change', 'Stock after'].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {moves.map((move, index) => (
            <tr key={index} className="border-t border-gray-100">
              <td className="px-2 py-1 whitespace-nowrap">{new Date(move.at).toLocaleString()}</td>
              <td className="px-2 py-1">{whoOf(move)}</td>
              <td className="px-2 py-1">{whyOf(move)}</td>
              <td className="px-2 py-1 tabular-nums">{signed(move.delta)}</td>
              <td className="px-2 py-1 tabular-nums">{move.quantityAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StockHistoryDialog({
  api,
  productID,
  variantID,
  name,
}: {
  api: ProductsApi;
  productID: number;
  variantID: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ status: 'loading' });
    void api.stockHistory(productID, variantID).then((result) => {
      if (live) setLoaded(result.ok ? { status: 'ready', moves: result.value } : { status: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [api, open, productID, variantID]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="text-xs text-blue-700 underline">
        History<span className="sr-only"> of {name}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-20 w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 rounded-lg bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Stock history of {name}</Dialog.Title>
          <Dialog.Description className="mb-3 text-sm text-gray-600">Every change of its stock, newest first.</Dialog.Description>
          {loaded.status === 'loading' && (
            <p role="status" className="text-sm">
              Loading the history…
            </p>
          )}
          {loaded.status === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {loaded.message}
            </p>
          )}
          {loaded.status === 'ready' && <MoveTable moves={loaded.moves} name={name} />}
          <div className="mt-3 flex justify-end">
            <Dialog.Close className="rounded-md border border-gray-300 px-3 py-1.5 text-sm">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
