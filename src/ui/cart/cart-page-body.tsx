/**
 * The cart page's content: the lines in a table (picture, name, variant and add-ons, unit price,
 * quantity, line total) beside the store's pricing of the cart (cart-summary.tsx: subtotal, discount,
 * shipping estimate, tax, total and the discount code) and the way to checkout; or an empty
 * cart with a way back to the shop. On small screens the unit price goes and the line total moves
 * under the quantity, so the table fits a phone without scrolling sideways.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CartActorContext } from './cart-actor-context';
import { useStartedCart } from './cart-client';
import { CartLineDetails, CartLineImage, RemoveLineButton } from './cart-line-parts';
import { useCartLines } from './cart-lines-selector';
import { CartNotes } from './cart-notes';
import { CartQuantity } from './cart-quantity';
import { CartSummary } from './cart-summary';
import { useCartPrice, useShownCart } from './use-cart-price';

export default function CartPageBody({ loading }: { loading: ReactNode }) {
  const cart = useStartedCart(true);
  if (!cart) return loading;
  return (
    <CartActorContext.Provider value={cart.actor}>
      <CartPageContent />
    </CartActorContext.Provider>
  );
}

const focusHeading = () => document.getElementById('page-heading')?.focus();

export function CartPageContent() {
  const lines = useCartLines();
  const shown = useShownCart();
  const price = useCartPrice();
  if (lines.length === 0) {
    return (
      <>
        <CartNotes />
        <p className="card">Your cart is empty.</p>
        <p>
          <Link to="/" className="btn btn-primary">
            Continue shopping
          </Link>
        </p>
      </>
    );
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <CartNotes />
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">Items in your cart</caption>
          <thead className="border-b border-[var(--color-border)] text-sm">
            <tr>
              <th scope="col" className="py-2 text-start font-medium">
                Product
              </th>
              <th scope="col" className="hidden py-2 text-start font-medium md:table-cell">
                Price
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                Quantity
              </th>
              <th scope="col" className="hidden py-2 text-end font-medium sm:table-cell">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-[var(--color-border)]">
            {lines.map((line) => (
              <tr key={line.key} className="align-top">
                <td className="py-4 pe-3">
                  <div className="flex gap-3 md:gap-4">
                    <CartLineImage item={line.item} size={96} className="size-14 md:size-24" />
                    <CartLineDetails item={line.item} lineKey={line.key} afterRemove={focusHeading} />
                  </div>
                </td>
                <td className="hidden py-4 pe-3 md:table-cell">{price(line.item.product.unitCents)}</td>
                <td className="py-4 sm:pe-3">
                  <div className="flex flex-col items-start gap-1">
                    <CartQuantity line={line} idPrefix="page" />
                    <span className="font-medium sm:hidden">{shown.line(line.item)}</span>
                    <RemoveLineButton item={line.item} lineKey={line.key} afterRemove={focusHeading} />
                  </div>
                </td>
                <td className="hidden py-4 text-end font-medium sm:table-cell">{shown.line(line.item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CartSummary codes={lines.map((line) => line.item.cartItemCode).join('|')} />
    </div>
  );
}
