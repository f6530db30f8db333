/**
 * The cart page's content once the live cart has read its lines: the lines and summary in the
 * layout the server's page has too (cart-lines-table.tsx), with the stepper and buttons that change
 * the cart in place; or an empty cart with a way back to the shop.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { CartActorContext } from './cart-actor-context';
import { useStartedCart } from './cart-client';
import { CartLineDetails, RemoveLineButton } from './cart-line-parts';
import { CartLayout, CartLinesTable } from './cart-lines-table';
import { useCartLines } from './cart-lines-selector';
import { CartNotes } from './cart-notes';
import { EmptyCart } from './empty-cart';
import { CartQuantity } from './cart-quantity';
import { CartSummary } from './cart-summary';
import type { CartPageProps, CartSummaryPreload } from '../components/cart-bridge';

/** `onShown`: the live content is committed; called before the browser paints it (the server's lines then go). */
export default function CartPageBody({ loading, onShown, preloaded }: Omit<CartPageProps, 'fallback'> & { loading: ReactNode }) {
  const cart = useStartedCart(true);
  useLayoutEffect(() => {
    if (cart) onShown?.();
  }, [cart, onShown]);
  if (!cart) return loading;
  return (
    <CartActorContext.Provider value={cart.actor}>
      <CartPageContent preloaded={preloaded} />
    </CartActorContext.Provider>
  );
}

const focusHeading = () => document.getElementById('page-heading')?.focus();

export function CartPageContent({ preloaded }: { preloaded?: CartSummaryPreload | null }) {
  const lines = useCartLines();
  if (lines.length === 0) return <EmptyCart notes={<CartNotes />} />;
  return (
    <CartLayout
      notes={<CartNotes />}
      lines={
        <CartLinesTable
          rows={lines.map((line) => ({
            key: line.key,
            item: line.item,
            details: <CartLineDetails item={line.item} lineKey={line.key} afterRemove={focusHeading} />,
            stepper: <CartQuantity line={line} idPrefix="page" holdsClicks />,
            actions: <RemoveLineButton item={line.item} lineKey={line.key} afterRemove={focusHeading} holdsClicks />,
          }))}
        />
      }
      summary={<CartSummary codes={lines.map((line) => line.item.cartItemCode).join('|')} preloaded={preloaded} />}
    />
  );
}
