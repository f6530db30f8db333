/**
 * The cart page's layout, one for the server's page (cookie-cart-view.tsx: forms posting to /cart)
 * and the live cart's (cart-page-body.tsx: the stepper and buttons), so when the live cart takes
 * over nothing moves (decision 52): the lines in a table (picture, name, variant and add-ons, unit
 * price, quantity, line total) beside the summary. The columns have fixed widths, so what differs
 * between the two (an add-on's Remove, the server's Update) never reflows the table. On small
 * screens the unit price goes and the line total moves under the quantity, so the table fits a
 * phone without scrolling sideways.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import type { CartItem } from '../../domain/cart/cart-types';
import { CartLineImage } from './cart-line-view';
import { useCartPrice, useShownCart } from './use-cart-price';

export interface CartTableRow {
  key: string;
  item: CartItem;
  /** The name, variant and add-ons (LineDetails). */
  details: ReactNode;
  /** The quantity stepper (QuantityStepper). */
  stepper: ReactNode;
  /** Under the stepper: Remove (and the server's Update). */
  actions: ReactNode;
  /** The server's quantity cell is this form (the field's and Update's); the live one a plain box. */
  form?: FormHTMLAttributes<HTMLFormElement>;
  /** Forms the row's buttons name with their `form` attribute (never shown). */
  hiddenForms?: ReactNode;
}

const CONTROLS = 'flex flex-col items-start gap-1';

function CartTableLine({ row }: { row: CartTableRow }) {
  const price = useCartPrice();
  const shown = useShownCart();
  const controls = (
    <>
      {row.stepper}
      <span className="font-medium sm:hidden">{shown.line(row.item)}</span>
      <div className="flex items-center gap-4">{row.actions}</div>
    </>
  );
  return (
    <tr className="align-top">
      <td className="py-4 pe-3">
        <div className="flex gap-3 md:gap-4">
          <CartLineImage item={row.item} size={96} className="size-14 md:size-24" />
          {row.details}
        </div>
      </td>
      <td className="hidden py-4 pe-3 md:table-cell">{price(row.item.product.unitCents)}</td>
      <td className="py-4 sm:pe-3">
        {row.form ? (
          <form {...row.form} className={CONTROLS}>
            {controls}
          </form>
        ) : (
          <div className={CONTROLS}>{controls}</div>
        )}
        {row.hiddenForms}
      </td>
      <td className="hidden py-4 text-end font-medium sm:table-cell">{shown.line(row.item)}</td>
    </tr>
  );
}

const COLUMNS = [
  { label: 'Product', className: 'text-start' },
  { label: 'Price', className: 'hidden w-28 text-start md:table-cell' },
  // The stepper's width (2.25 + 3.5 + 2.25 rem and two gaps), and its cell's end padding from sm on.
  { label: 'Quantity', className: 'w-[8.5rem] text-start sm:w-[9.25rem]' },
  { label: 'Total', className: 'hidden w-28 text-end sm:table-cell' },
];

export function CartLinesTable({ rows }: { rows: CartTableRow[] }) {
  return (
    <table className="w-full table-fixed border-collapse text-start">
      <caption className="sr-only">Items in your cart</caption>
      <thead className="border-b border-[var(--color-border)] text-sm">
        <tr>
          {COLUMNS.map(({ label, className }) => (
            <th key={label} scope="col" className={`py-2 font-medium ${className}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-[var(--color-border)]">
        {rows.map((row) => (
          <CartTableLine key={row.key} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/** The lines (with the notes above them) beside the summary; under it on a phone. */
export function CartLayout({ notes, lines, summary }: { notes: ReactNode; lines: ReactNode; summary: ReactNode }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        {notes}
        {lines}
      </div>
      {summary}
    </div>
  );
}
